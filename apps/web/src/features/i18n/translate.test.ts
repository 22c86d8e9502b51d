import { describe, expect, it, vi } from 'vitest';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { createPlural, createTranslator, interpolate } from './translate';

describe('message interpolation', () => {
  it('fills {name} placeholders', () => {
    expect(interpolate('Hello {name}, {count} items', { name: 'Ana', count: 3 })).toBe(
      'Hello Ana, 3 items',
    );
  });

  it('leaves unknown placeholders visible so gaps are noticed', () => {
    expect(interpolate('Hello {name}', {})).toBe('Hello {name}');
  });
});

describe("a page's messages in the browser", () => {
  it('a key the page does not hold shows as the key, and is logged once, without breaking the page', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = createTranslator({ 'common.close': 'Close' });
    const plural = createPlural({}, 'en');
    expect(t('common.close')).toBe('Close');
    expect(t('cart.title')).toBe('cart.title');
    expect(t('cart.title')).toBe('cart.title');
    expect(plural('orders.itemCount', 2)).toBe('orders.itemCount.other');
    expect(logged.mock.calls.map(([message]) => message)).toEqual([
      'Missing message "cart.title": not among this page\'s messages (page-messages.json)',
      'Missing message "orders.itemCount.other": not among this page\'s messages (page-messages.json)',
    ]);
    logged.mockRestore();
  });
});

describe('every UI string exists in English, Spanish and French', () => {
  const keys = Object.keys(en).sort();

  it.each([
    ['es', es],
    ['fr', fr],
  ])('%s has exactly the English keys, each non-empty', (_locale, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const value of Object.values(catalogue)) expect(String(value).trim()).not.toBe('');
  });

  it('keeps the same placeholders in every translation', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of keys) {
      const source = placeholders(en[key as keyof typeof en]);
      expect(placeholders(es[key as keyof typeof es])).toEqual(source);
      expect(placeholders(fr[key as keyof typeof fr])).toEqual(source);
    }
  });
});

describe('one name for one thing in each language', () => {
  it("Spanish calls the wallet 'monedero' everywhere: the footer link, the menu and the page agree", () => {
    expect(es['footer.myWallet']).toBe(es['account.walletTitle']);
    expect(es['account.menuWallet']).toBe(es['account.walletTitle']);
    const billetera = Object.entries(es).filter(([, text]) => /billetera/i.test(text));
    expect(billetera).toEqual([]);
  });

  it('French calls it portefeuille in the footer, the menu and on the page', () => {
    expect(fr['footer.myWallet']).toBe(fr['account.walletTitle']);
    expect(fr['account.menuWallet']).toBe(fr['account.walletTitle']);
  });
});

describe('plural forms follow the language (Intl.PluralRules)', () => {
  it('picks one or other in English, and fills in the count', () => {
    const plural = createPlural(en, 'en');
    expect(plural('orders.itemCount', 1)).toBe('1 item');
    expect(plural('orders.itemCount', 0)).toBe('0 items');
    expect(plural('orders.itemCount', 2)).toBe('2 items');
  });

  it("uses French's rule, where 0 and 1 are singular", () => {
    const plural = createPlural(fr, 'fr');
    expect(plural('orders.itemCount', 0)).toBe('0 article');
    expect(plural('orders.itemCount', 1)).toBe('1 article');
    expect(plural('orders.itemCount', 2)).toBe('2 articles');
  });

  it('falls back to the other form for a form the catalogue lacks (Spanish many)', () => {
    expect(createPlural(es, 'es')('orders.itemCount', 1_000_000)).toBe('1000000 artículos');
  });
});
