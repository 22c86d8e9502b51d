import { describe, expect, it } from 'vitest';
import { en } from '@/features/i18n/messages/en';
import { createTranslator } from '@/features/i18n/translate';
import { describeStoreHours } from './store-hours';

const t = createTranslator(en);
const everyDay = (opening_time: string, closing_time: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opening_time, closing_time }));
const dhakaStore = (open: 0 | 1) => ({
  time_zone: 'Asia/Dhaka',
  schedules: everyDay('11:30', '22:00'),
  active: true,
  open,
});

describe('issue 17 §1: a closed store says when it opens, in its zone, labelled', () => {
  it('shows today’s hours and "Opens at 11:30 AM" on the store’s clock', () => {
    // 03:00 UTC is 09:00 in Dhaka, wherever the reader is.
    const text = describeStoreHours(dhakaStore(0), new Date('2026-11-22T03:00:00Z'), t, 'en');
    expect(text).toEqual({
      today: 'Today: 11:30 AM - 10:00 PM',
      opens: 'Opens at 11:30 AM',
      zone: 'Store time, GMT+6',
    });
  });

  it('says tomorrow after closing time, and nothing while open', () => {
    expect(describeStoreHours(dhakaStore(0), new Date('2026-11-22T17:00:00Z'), t, 'en').opens).toBe(
      'Opens tomorrow at 11:30 AM',
    );
    expect(
      describeStoreHours(dhakaStore(1), new Date('2026-11-22T08:00:00Z'), t, 'en').opens,
    ).toBeNull();
  });

  it('says a closed day', () => {
    const store = { ...dhakaStore(0), schedules: [] };
    const text = describeStoreHours(store, new Date('2026-11-22T03:00:00Z'), t, 'en');
    expect(text.today).toBe('Closed today');
    expect(text.opens).toBeNull();
  });
});
