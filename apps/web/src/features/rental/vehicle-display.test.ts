import { describe, expect, it } from 'vitest';
import { en } from '@/features/i18n/messages/en';
import { fr } from '@/features/i18n/messages/fr';
import { createPlural, createTranslator } from '@/features/i18n/translate';
import { describeTrip, formatPickupTime, formatUtcOffset } from './vehicle-display';

describe('pickup times on the provider’s clock (spec 02 §9: shifted by 6 hours in the demo city)', () => {
  it('shows 10:00 UTC as 4:00 PM for an Asia/Dhaka provider, with the offset', () => {
    expect(formatPickupTime('2030-01-01T10:00:00.000Z', 'en', 'Asia/Dhaka')).toBe(
      'Jan 1, 2030, 4:00 PM (UTC+6)',
    );
  });

  it('writes offsets with minutes only when there are some', () => {
    expect(formatUtcOffset(0)).toBe('UTC');
    expect(formatUtcOffset(-3.5 * 3_600_000)).toBe('UTC-3:30');
    expect(formatUtcOffset(5.75 * 3_600_000)).toBe('UTC+5:45');
  });
});

describe('a trip shows its rental type with the measure in the language’s plural forms (spec 02 §9 units)', () => {
  const english = { t: createTranslator(en), plural: createPlural(en, 'en') };
  const trip = (rental_type: 'hourly' | 'day_wise', estimated_hours: number) => ({
    rental_type,
    estimated_hours,
    distance: 0,
  });

  it('writes one hour and one day in the singular, more in the plural', () => {
    expect(describeTrip(trip('hourly', 1), english.t, english.plural)).toBe('Hourly · 1 hour');
    expect(describeTrip(trip('hourly', 3), english.t, english.plural)).toBe('Hourly · 3 hours');
    expect(describeTrip(trip('day_wise', 24), english.t, english.plural)).toMatch(/· 1 day$/);
    expect(describeTrip(trip('day_wise', 48), english.t, english.plural)).toMatch(/· 2 days$/);
  });

  it('follows French, where a fraction below two is singular', () => {
    const plural = createPlural(fr, 'fr');
    expect(describeTrip(trip('hourly', 1.5), createTranslator(fr), plural)).toMatch(/· 1.5 heure$/);
    expect(describeTrip(trip('hourly', 2), createTranslator(fr), plural)).toMatch(/· 2 heures$/);
  });
});
