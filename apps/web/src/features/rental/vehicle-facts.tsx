import type { Vehicle } from '@marketplace/contract/rental-catalog';
import type { Translate } from '@/features/i18n/translate';
import { Fuel, Gauge, Snowflake, Users } from '@/features/ui/icons';

/** Seats, AC or non AC, transmission and fuel (spec 02 §2 card fields). */
export function VehicleFacts({ vehicle, t }: { vehicle: Vehicle; t: Translate }) {
  const facts = [
    { icon: Users, text: t('rental.card.seats', { count: vehicle.seating_capacity }) },
    {
      icon: Snowflake,
      text: vehicle.air_condition > 0 ? t('rental.card.ac') : t('rental.card.nonAc'),
    },
    { icon: Gauge, text: vehicle.transmission_type },
    { icon: Fuel, text: vehicle.fuel_type },
  ];
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-muted">
      {facts.map(({ icon: Icon, text }) => (
        <li key={text} className="inline-flex items-center gap-1 capitalize">
          <Icon aria-hidden className="size-3.5" />
          {text}
        </li>
      ))}
    </ul>
  );
}
