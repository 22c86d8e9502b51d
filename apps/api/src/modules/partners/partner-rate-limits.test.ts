import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { PARTNER_LIMITS } from './partner-limits';
import {
  contacts,
  deliveryManFields,
  type FormFile,
  type PartnerWorld,
  postDeliveryMan,
  postVendor,
  vendorFields,
} from './testing/partner-forms';
import { usePartnerTestApp } from './testing/partner-test-app';

const kit = usePartnerTestApp({ folder: 'partner-limits-test', imageName: 'a.png' });
let t: TestApp;
let world: PartnerWorld;
let png: FormFile;
beforeEach(() => {
  ({ t, world, png } = kit);
});

describe('partner sign-up rate limits', () => {
  it('per client address: every attempt counts, then 429 with Retry-After on both forms', async () => {
    const ip = '10.200.0.7';
    for (let n = 0; n < PARTNER_LIMITS.perIp.max; n++) {
      const attempt = n % 2 === 0 ? postVendor(t.app, {}, ip) : postDeliveryMan(t.app, {}, ip);
      expect((await attempt).statusCode).toBe(422);
    }
    const blocked = await postVendor(t.app, vendorFields(world, png), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors[0].code).toBe('too_many_requests');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postVendor(t.app, vendorFields(world, png))).statusCode).toBe(200);
  });

  it('per e-mail and per phone, from any address', async () => {
    const same = contacts();
    for (let n = 0; n < PARTNER_LIMITS.perContact.max; n++) {
      const answer = await postDeliveryMan(t.app, { ...deliveryManFields(world, png), ...same });
      expect(answer.statusCode).toBe(n === 0 ? 200 : 422);
    }
    const byEmail = await postDeliveryMan(t.app, {
      ...deliveryManFields(world, png),
      email: same.email,
    });
    expect(byEmail.statusCode).toBe(429);
    const byPhone = await postVendor(t.app, { ...vendorFields(world, png), phone: same.phone });
    expect(byPhone.statusCode).toBe(429);
  });
});
