import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../src/features/i18n/messages/en';
import {
  buildPageMessagesManifest,
  formatManifest,
  keysForLiteral,
  pageFiles,
  pageIdOf,
  readModuleFacts,
} from './message-usage';

const srcDir = fileURLToPath(new URL('../../src', import.meta.url));

describe('the messages a page can show', () => {
  it('a literal stands for its key, a plural key for its forms, a template head for its family', () => {
    const keys = ['orders.title', 'orders.itemCount.one', 'orders.itemCount.other', 'orders.x'];
    expect(keysForLiteral('orders.title', keys)).toEqual(['orders.title']);
    expect(keysForLiteral('orders.itemCount', keys)).toEqual([
      'orders.itemCount.one',
      'orders.itemCount.other',
    ]);
    expect(keysForLiteral('orders.', keys)).toEqual(keys);
  });

  it('follows value imports and dynamic imports, not type-only imports or comments', () => {
    const facts = readModuleFacts(`
      import type { A } from './types';
      import { b, type C } from '@/features/b';
      export { d } from './d';
      const E = dynamic(() => import('./e'));
      // t('cart.commented')
      /* t('cart.blockCommented') */
      const url = 'https://example.com/a.b'; t('cart.title');
      t(\`stores.sort.\${value}\`);
    `);
    expect(facts.imports).toEqual(['@/features/b', './d', './e']);
    expect(facts.literals).toEqual(['cart.title', 'stores.sort.']);
  });

  describe('in a storefront of three modules', () => {
    let root = '';
    afterEach(() => rmSync(root, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };

    it('a page carries what its imports use beyond the layout, and the layout what it uses', () => {
      root = mkdtempSync(join(tmpdir(), 'page-messages-'));
      write('app/layout.tsx', "import { Header } from '@/features/header';\nt('common.close');");
      write('app/error.tsx', "t('errors.title');");
      write('features/header.tsx', "'use client';\nt('header.home');");
      write('app/(shop)/cart/page.tsx', "import { Cart } from '../../../features/cart-view';");
      write('features/cart-view.tsx', "import { Header } from './header';\nt('cart.title');");
      const manifest = buildPageMessagesManifest(root, [
        'common.close',
        'errors.title',
        'header.home',
        'cart.title',
        'cart.unused',
      ]);
      expect(manifest).toEqual({
        shell: ['common.close', 'errors.title', 'header.home'],
        pages: { '(shop)/cart': ['cart.title'] },
      });
    });
  });

  it('page-messages.json is up to date with the sources (npm run page-messages -w @marketplace/web)', () => {
    const manifest = buildPageMessagesManifest(srcDir, Object.keys(en));
    const written = readFileSync(join(srcDir, 'features/i18n/page-messages.json'), 'utf8');
    expect(written).toBe(formatManifest(manifest));
  });

  it('every page is wrapped with its own messages', () => {
    const appDir = join(srcDir, 'app');
    const unwrapped = pageFiles(appDir).filter(
      (file) =>
        !readFileSync(file, 'utf8').includes(
          `export default withPageMessages('${pageIdOf(appDir, file)}', `,
        ),
    );
    expect(unwrapped).toEqual([]);
  });
});
