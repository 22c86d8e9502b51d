import { describe, expect, it } from 'vitest';
import { getTrackOrderHref, readTrackPhone } from './track-order-href';

const REF = '3f9c0a7d5e2b41c8a6f0d9e7b1c2a3f4';

describe('issue 17 §5: a guest’s Track order carries the order reference and the phone', () => {
  it('puts the phone beside the reference for a guest (issue 12 §9: never the internal id)', () => {
    expect(getTrackOrderHref(REF, '+1 555 765-4321')).toBe(
      `/track-order?order=${REF}&phone=%2B15557654321`,
    );
  });

  it('leaves it out when there is none (a customer, a take-away without address)', () => {
    expect(getTrackOrderHref(REF)).toBe(`/track-order?order=${REF}`);
    expect(getTrackOrderHref(REF, null)).toBe(`/track-order?order=${REF}`);
  });

  it('reads back only a plausible phone', () => {
    expect(readTrackPhone('+15557654321')).toBe('+15557654321');
    expect(readTrackPhone('12')).toBeNull();
    expect(readTrackPhone('not a phone')).toBeNull();
    expect(readTrackPhone(undefined)).toBeNull();
  });
});
