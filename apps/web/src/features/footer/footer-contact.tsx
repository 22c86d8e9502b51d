import type { Config } from '@marketplace/contract/config';
import { Mail, Phone } from '@/features/ui/icons';
import { AddressMapButton } from './address-map-button';

/** Contact e-mail (mailto), phone (tel) and the address that opens the map dialog. */
export function FooterContact({ config }: { config: Config }) {
  return (
    <ul className="space-y-2 text-sm">
      {config.email ? (
        <li>
          <a
            href={`mailto:${config.email}`}
            className="flex items-center gap-2 hover:text-brand hover:underline"
          >
            <Mail aria-hidden className="size-4 shrink-0" />
            {config.email}
          </a>
        </li>
      ) : null}
      {config.phone ? (
        <li>
          <a
            href={`tel:${config.phone.replace(/[^\d+]/g, '')}`}
            className="flex items-center gap-2 hover:text-brand hover:underline"
          >
            <Phone aria-hidden className="size-4 shrink-0" />
            <span dir="ltr">{config.phone}</span>
          </a>
        </li>
      ) : null}
      {config.address ? (
        <li>
          <AddressMapButton address={config.address} center={config.default_location} />
        </li>
      ) : null}
    </ul>
  );
}
