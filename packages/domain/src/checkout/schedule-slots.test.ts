import { describe, expect, it } from 'vitest';
import { buildScheduleSlots } from './schedule-slots';

const everyDay = (openingTime: string, closingTime: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, openingTime, closingTime }));

describe('schedule time slots', () => {
  it("steps through the store's hours in its time zone, from half an hour after now", () => {
    // 20:50 UTC on Sunday is 02:50 on Monday in Dhaka (UTC+6).
    const days = buildScheduleSlots({
      schedules: [
        { day: 1, openingTime: '11:30', closingTime: '13:00' },
        { day: 2, openingTime: '09:00', closingTime: '10:00' },
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
      schedules: [{ day: 1, openingTime: '08:00', closingTime: '09:30' }],
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
      schedules: [{ day: 0, openingTime: '23:00', closingTime: '01:00' }],
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
});
