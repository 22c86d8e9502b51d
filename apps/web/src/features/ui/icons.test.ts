import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as lucide from 'lucide-react';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconSprite } from './icon-sprite';
import * as icons from './icons';

const draw = (icon: unknown, props: Record<string, unknown>) =>
  renderToStaticMarkup(createElement(icon as FunctionComponent, props));

describe('static icons', () => {
  const pairs = Object.entries(icons).map(([name, icon]) => {
    const own = (lucide as unknown as Record<string, unknown>)[name];
    return [name, icon, own] as const;
  });
  const sprite = renderToStaticMarkup(createElement(IconSprite));
  const openingTag = (markup: string) => markup.slice(0, markup.indexOf('>') + 1);

  it.each(pairs)('%s draws what lucide-react draws', (_name, icon, own) => {
    expect(own).toBeDefined();
    for (const props of [
      { className: 'size-4 fill-amber-400' },
      { 'aria-hidden': true, className: 'size-5' },
      { 'aria-label': 'Rated', role: 'img' },
    ]) {
      const ours = draw(icon, props);
      const theirs = draw(own, props);
      // The same svg element, its drawing taken from the page's sprite.
      expect(openingTag(ours)).toBe(openingTag(theirs));
      const href = /<use href="#([^"]+)">/.exec(ours)?.[1];
      const inner = theirs.slice(openingTag(theirs).length, -'</svg>'.length);
      expect(sprite).toContain(`<symbol id="${href}" viewBox="0 0 24 24">${inner}</symbol>`);
    }
  });
});

const SOURCE_ROOT = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

describe('server-rendered icons', () => {
  it("draws icons outside 'use client' files with the static icons, not lucide-react's client component", () => {
    const offenders = sourceFiles(SOURCE_ROOT)
      .filter((path) => {
        const text = readFileSync(path, 'utf8');
        return /from 'lucide-react'/.test(text) && !/^'use client';/m.test(text);
      })
      .map((path) => relative(SOURCE_ROOT, path));
    expect(offenders).toEqual([]);
  });
});
