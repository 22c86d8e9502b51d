import { useT } from '@/features/i18n/i18n-provider';
import { Briefcase, House, MapPin, Navigation } from '@/features/ui/icons';
import { formatAddressDetails, getAddressTitle } from './address-format';
import type { DeliveryAddress } from './delivery-address';

type Summarised = Pick<
  DeliveryAddress,
  | 'address_type'
  | 'address_label'
  | 'address'
  | 'house'
  | 'floor'
  | 'road'
  | 'contact_person_name'
  | 'contact_person_number'
>;

const ICONS = { home: House, office: Briefcase, other: MapPin, selected: Navigation } as const;

/** One address as the lists and cards show it: type or label, the address, details, contact. */
export function AddressSummary({
  address,
  showContact = true,
}: {
  address: Summarised;
  showContact?: boolean;
}) {
  const t = useT();
  const Icon = ICONS[address.address_type];
  const details = formatAddressDetails(address, t);
  const contact = [address.contact_person_name, address.contact_person_number]
    .filter(Boolean)
    .join(' · ');
  return (
    <span className="flex min-w-0 items-start gap-3">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
      <span className="min-w-0 space-y-0.5">
        <span className="block text-sm font-semibold">{getAddressTitle(address, t)}</span>
        <span className="block break-words text-sm">{address.address}</span>
        {details ? <span className="block text-xs text-ink-muted">{details}</span> : null}
        {showContact && contact ? (
          <span className="block text-xs text-ink-muted">{contact}</span>
        ) : null}
      </span>
    </span>
  );
}
