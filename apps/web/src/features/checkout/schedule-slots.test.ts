import { describe, expect, it } from 'vitest';
import { buildScheduleSlots, formatSlotTime, toInstant } from './schedule-slots';

const everyDay = (opening: string, closing: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opening_time: opening, closing_time: closing }));

describe('schedule time slots', () => {
  it("steps through the store's hours in its time zone, from half an hour after now", () => {
    // 20:50 UTC on Sunday is 02:50 on Monday in Dhaka (UTC+6).
    const days = buildScheduleSlots({
      schedules: [
        { day: 1, opening_time: '11:30', closing_time: '13:00' },
        { day: 2, opening_time: '09:00', closing_time: '10:00' },
      ],
      timeZone: 'Asia/Dhaka',
      now: new Date('2026-11-22T20:50:00Z'),
    });
    expect(days).toEqual([
      {
        offset: 0,
        slots: [
          { value: '2026-11-23T05:30:00.000Z', startMinutes: 690, endMinutes: 720 },
          { value: '2026-11-23T06:00:00.000Z', startMinutes: 720, endMinutes: 750 },
          { value: '2026-11-23T06:30:00.000Z', startMinutes: 750, endMinutes: 780 },
        ],
      },
      {
        offset: 1,
        slots: [
          { value: '2026-11-24T03:00:00.000Z', startMinutes: 540, endMinutes: 570 },
          { value: '2026-11-24T03:30:00.000Z', startMinutes: 570, endMinutes: 600 },
        ],
      },
    ]);
  });

  it('skips the slots that start too soon and days without hours', () => {
    const days = buildScheduleSlots({
      schedules: [{ day: 1, opening_time: '08:00', closing_time: '09:30' }],
      timeZone: 'UTC',
      now: new Date('2026-11-23T08:10:00Z'),
    });
    expect(days).toEqual([
      {
        offset: 0,
        slots: [{ value: '2026-11-23T09:00:00.000Z', startMinutes: 540, endMinutes: 570 }],
      },
    ]);
  });

  it('runs an overnight slot into the next morning', () => {
    const days = buildScheduleSlots({
      schedules: [{ day: 0, opening_time: '23:00', closing_time: '01:00' }],
      timeZone: 'UTC',
      now: new Date('2026-11-22T12:00:00Z'),
    });
    expect(days.map((d) => d.slots.map((s) => s.value))).toEqual([
      ['2026-11-22T23:00:00.000Z', '2026-11-22T23:30:00.000Z'],
      ['2026-11-23T00:00:00.000Z', '2026-11-23T00:30:00.000Z'],
    ]);
  });

  it('keeps the last slot inside a closing time off the half hour', () => {
    const days = buildScheduleSlots({
      schedules: everyDay('00:00', '23:59'),
      timeZone: 'UTC',
      now: new Date('2026-11-22T22:00:00Z'),
      days: 1,
    });
    expect(days[0]?.slots.at(-1)).toEqual({
      value: '2026-11-22T23:30:00.000Z',
      startMinutes: 1410,
      endMinutes: 1439,
    });
  });

  it('converts wall-clock times across a daylight-saving change', () => {
    // Paris moves from UTC+1 to UTC+2 at 02:00 on 29 March 2026.
    expect(
      new Date(toInstant({ year: 2026, month: 3, day: 29 }, 60, 'Europe/Paris')).toISOString(),
    ).toBe('2026-03-29T00:00:00.000Z');
    expect(
      new Date(toInstant({ year: 2026, month: 3, day: 29 }, 600, 'Europe/Paris')).toISOString(),
    ).toBe('2026-03-29T08:00:00.000Z');
  });

  it('formats on a 12-hour clock', () => {
    expect(formatSlotTime(0)).toBe('12:00 AM');
    expect(formatSlotTime(690)).toBe('11:30 AM');
    expect(formatSlotTime(1439)).toBe('11:59 PM');
  });
});
