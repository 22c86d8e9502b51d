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

/** An element's attributes, from the start of its markup. */
function attributesOf(markup: string): Record<string, string> {
  const tag = markup.slice(0, markup.indexOf('>'));
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

/** The declarations of the stylesheet's rule for the server-rendered icons. */
function staticIconRule(): Record<string, string> {
  const css = readFileSync(join(__dirname, '..', '..', 'app', 'globals.css'), 'utf8');
  const body = /svg\.lucide:not\(\[stroke\]\)\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    body
      .split(';')
      .map((line) => line.split(':').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
  );
}

describe('static icons', () => {
  const pairs = Object.entries(icons).map(([name, icon]) => {
    const own = (lucide as unknown as Record<string, unknown>)[name];
    return [name, icon, own] as const;
  });
  const sprite = renderToStaticMarkup(createElement(IconSprite));
  const rule = staticIconRule();
  const openingTag = (markup: string) => markup.slice(0, markup.indexOf('>') + 1);

  it.each(pairs)('%s draws what lucide-react draws', (_name, icon, own) => {
    expect(own).toBeDefined();
    for (const props of [
      { className: 'size-4 fill-amber-400' },
      { 'aria-hidden': true, className: 'size-5' },
      { 'aria-label': 'Rated', role: 'img' },
    ]) {
      const ours = attributesOf(draw(icon, props));
      const theirsMarkup = draw(own, props);
      const { xmlns, viewBox, fill, stroke, ...theirs } = attributesOf(theirsMarkup);
      const presentation = {
        fill,
        stroke,
        'stroke-width': theirs['stroke-width'],
        'stroke-linecap': theirs['stroke-linecap'],
        'stroke-linejoin': theirs['stroke-linejoin'],
      };
      for (const name of Object.keys(presentation)) delete theirs[name];
      // The same size, classes and accessible name; lucide's presentation from the stylesheet.
      expect(ours).toEqual(theirs);
      expect(rule).toEqual(presentation);
      // The drawing, in lucide's box, from the page's sprite.
      const href = /<use href="#([^"]+)">/.exec(draw(icon, props))?.[1];
      const inner = theirsMarkup.slice(openingTag(theirsMarkup).length, -'</svg>'.length);
      expect(sprite).toContain(`<symbol id="${href}" viewBox="${viewBox}">${inner}</symbol>`);
      expect(xmlns).toBe('http://www.w3.org/2000/svg');
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
