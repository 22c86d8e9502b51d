import { describe, expect, it } from 'vitest';
import { getTrackOrderHref, readTrackPhone } from './track-order-href';

describe('issue 17 §5: a guest’s Track order carries the order id and the phone', () => {
  it('puts the phone beside the order id for a guest', () => {
    expect(getTrackOrderHref(42, '+1 555 765-4321')).toBe(
      '/track-order?order_id=42&phone=%2B15557654321',
    );
  });

  it('leaves it out when there is none (a customer, a take-away without address)', () => {
    expect(getTrackOrderHref(42)).toBe('/track-order?order_id=42');
    expect(getTrackOrderHref(42, null)).toBe('/track-order?order_id=42');
  });

  it('reads back only a plausible phone', () => {
    expect(readTrackPhone('+15557654321')).toBe('+15557654321');
    expect(readTrackPhone('12')).toBeNull();
    expect(readTrackPhone('not a phone')).toBeNull();
    expect(readTrackPhone(undefined)).toBeNull();
  });
});
