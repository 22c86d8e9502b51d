import { CHECKOUT_PROBLEM_CODES } from '@marketplace/contract/checkout-problem-codes';
import { describe, expect, it } from 'vitest';
import { en } from '@/features/i18n/messages/en';
import { es } from '@/features/i18n/messages/es';
import { fr } from '@/features/i18n/messages/fr';
import { createTranslator } from '@/features/i18n/translate';
import { describeCheckoutProblem, plainProblemKey } from './checkout-problem-text';

const dollars = (major: number) => `$${major.toFixed(2)}`;
const problem = (code: string, message: string, params?: Record<string, string | number>) => ({
  code,
  field: 'cart',
  message,
  ...(params ? { params } : {}),
});

describe('checkout problems are translated by their code', () => {
  it('issue 17 §5: a coupon refused for minimum purchase says how much more to add', () => {
    const refused = problem('coupon_min_purchase', 'Add $5.71 more to use WEST10', {
      amount: 5.71,
      coupon: 'WEST10',
    });
    expect(describeCheckoutProblem(refused, createTranslator(en), dollars)).toBe(
      'Add $5.71 more to use WEST10',
    );
    expect(describeCheckoutProblem(refused, createTranslator(es), dollars)).toBe(
      'Añade $5.71 más para usar WEST10',
    );
    expect(describeCheckoutProblem(refused, createTranslator(fr), dollars)).toBe(
      'Ajoutez $5.71 de plus pour utiliser WEST10',
    );
  });

  it("says in English what the server's English message says", () => {
    const t = createTranslator(en);
    expect(
      describeCheckoutProblem(problem('store_closed', 'The store is closed now'), t, dollars),
    ).toBe('The store is closed now');
    expect(
      describeCheckoutProblem(
        problem('minimum_order', 'The minimum order amount is $15.00', { amount: 15 }),
        t,
        dollars,
      ),
    ).toBe('The minimum order amount is $15.00');
    expect(
      describeCheckoutProblem(
        problem('item_out_of_stock', 'Naan: Only 2 left in stock', { item: 'Naan', count: 2 }),
        t,
        dollars,
      ),
    ).toBe('Naan: Only 2 left in stock');
    expect(
      describeCheckoutProblem(
        problem('item_out_of_stock', 'Naan: Out of Stock', { item: 'Naan', count: 0 }),
        t,
        dollars,
      ),
    ).toBe('Naan: Out of Stock');
  });

  it('says it in Spanish and French, whatever the English message', () => {
    const closed = problem('store_closed', 'The store is closed now');
    expect(describeCheckoutProblem(closed, createTranslator(es), dollars)).toBe(
      'La tienda está cerrada ahora',
    );
    expect(describeCheckoutProblem(closed, createTranslator(fr), dollars)).toBe(
      'Le magasin est fermé pour le moment',
    );
    const late = problem('item_not_available', 'Naan: Not Available now', { item: 'Naan' });
    expect(describeCheckoutProblem(late, createTranslator(es), dollars)).toBe(
      'Naan: No disponible ahora',
    );
  });

  it('has words for every code in every language', () => {
    for (const catalogue of [en, es, fr]) {
      const t = createTranslator(catalogue);
      for (const code of CHECKOUT_PROBLEM_CODES) {
        const text = describeCheckoutProblem(problem(code, 'server words'), t, dollars);
        expect(text).not.toBe('server words');
        expect(text).not.toMatch(/checkoutProblem\.|\{\w+\}/);
      }
    }
  });

  it("shows the server's words for a code it does not know yet", () => {
    expect(
      describeCheckoutProblem(problem('new_rule', 'A new rule'), createTranslator(fr), dollars),
    ).toBe('A new rule');
  });
});

describe('the coupon page words coupon/apply reasons as checkout does', () => {
  it('gives the checkout wording for a coupon reason that needs no amount', () => {
    const t = createTranslator(en);
    const key = plainProblemKey('coupon_expired');
    expect(key).toBe('checkoutProblem.coupon_expired');
    expect(key && t(key)).toBe(en['checkoutProblem.coupon_expired']);
  });

  it('leaves amounts, line rules and unknown codes to the server’s own words', () => {
    expect(plainProblemKey('coupon_min_purchase')).toBeUndefined();
    expect(plainProblemKey('item_out_of_stock')).toBeUndefined();
    expect(plainProblemKey('no_such_code')).toBeUndefined();
  });
});
