const DAY_MINUTES = 24 * 60;

/** 'HH:mm' (or 'HH:mm:ss') to minutes since midnight. */
export function parseClockTime(value: string): number {
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) throw new Error(`Not a clock time: ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Whether minutes fall in [start, end]; a window whose end is before its start crosses midnight. */
export function isWithinDailyWindow(minutes: number, start: number, end: number): boolean {
  return start <= end ? minutes >= start && minutes <= end : minutes >= start || minutes <= end;
}

/** Spec 01 §9: times are displayed on a 12-hour clock ('h:mm AM'); 24:00 reads as midnight. */
export function formatMinutes12h(minutes: number): string {
  const wrapped = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const hours = Math.floor(wrapped / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${String(wrapped % 60).padStart(2, '0')} ${suffix}`;
}

/** Spec 01 §9: an 'HH:mm' time displayed on a 12-hour clock. */
export function formatTime12h(value: string): string {
  return formatMinutes12h(parseClockTime(value));
}
