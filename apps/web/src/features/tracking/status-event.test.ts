import { describe, expect, it } from 'vitest';
import { applyStatusEvent, buildStatusStreamUrl, parseStatusEvent } from './status-event';

const T0 = '2026-11-22T20:00:00.000Z';
const T1 = '2026-11-22T20:01:00.000Z';

const order = {
  id: 7,
  order_status: 'pending' as const,
  status_times: { pending: T0 },
  is_running: true,
  pending: T0,
  confirmed: null as string | null,
  name: 'kept',
};

describe('live status messages', () => {
  it('reads a status message', () => {
    const data = JSON.stringify({
      order_id: 7,
      status: 'confirmed',
      status_times: { pending: T0, confirmed: T1 },
      is_running: true,
    });
    expect(parseStatusEvent(data)).toEqual({
      order_id: 7,
      status: 'confirmed',
      status_times: { pending: T0, confirmed: T1 },
      is_running: true,
    });
  });

  it('ignores anything else', () => {
    expect(parseStatusEvent('not json')).toBeNull();
    expect(
      parseStatusEvent('{"order_id":7,"status":"teleported","status_times":{},"is_running":true}'),
    ).toBeNull();
    expect(
      parseStatusEvent('{"order_id":"7","status":"pending","status_times":{},"is_running":true}'),
    ).toBeNull();
    expect(parseStatusEvent('null')).toBeNull();
  });

  it('moves the order on, with its legacy timestamp fields', () => {
    const next = applyStatusEvent(order, {
      order_id: 7,
      status: 'confirmed',
      status_times: { pending: T0, confirmed: T1 },
      is_running: true,
    });
    expect(next).toMatchObject({
      order_status: 'confirmed',
      confirmed: T1,
      status_times: { pending: T0, confirmed: T1 },
      name: 'kept',
    });
  });

  it('drops late messages and messages about other orders', () => {
    const ahead = {
      ...order,
      order_status: 'confirmed' as const,
      status_times: { pending: T0, confirmed: T1 },
    };
    const late = {
      order_id: 7,
      status: 'pending' as const,
      status_times: { pending: T0 },
      is_running: true,
    };
    expect(applyStatusEvent(ahead, late)).toBe(ahead);
    expect(applyStatusEvent(order, { ...late, order_id: 8 })).toBe(order);
  });

  it('builds the stream URL with the reference (never the id) and what proves ownership', () => {
    const ref = '3f9c0a7d5e2b41c8a6f0d9e7b1c2a3f4';
    expect(buildStatusStreamUrl({ orderReference: ref })).toBe(
      `/api/v1/customer/order/track/stream?order_reference=${ref}`,
    );
    expect(
      buildStatusStreamUrl({ orderReference: ref, contactNumber: '+1555', guestId: 'g' }),
    ).toBe(
      `/api/v1/customer/order/track/stream?order_reference=${ref}&contact_number=%2B1555&guest_id=g`,
    );
  });
});
