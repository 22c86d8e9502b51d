// Building an Intl.DateTimeFormat costs far more than using one, and a page of stores or items
// asks for the same few zones again and again.
const formatters = new Map<string, Intl.DateTimeFormat>();

function clockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Day of week (0 = Sunday) and minutes since midnight of `now` in an IANA time zone. */
export function getZonedClock(now: Date, timeZone: string): { day: number; minutes: number } {
  const parts = clockFormatter(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { day, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

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

/** Spec 01 §9: times are displayed on a 12-hour clock. */
export function formatTime12h(value: string): string {
  const total = parseClockTime(value);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
