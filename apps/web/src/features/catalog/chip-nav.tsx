import Link from 'next/link';
import { classNames } from '@/lib/class-names';

export type Chip = { key: string; label: string; href: string; isCurrent: boolean };

const CHIP =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium';

/** A row of filter chips (a store's categories, a category's sub-categories); one is current. */
export function ChipNav({ label, chips }: { label: string; chips: Chip[] }) {
  return (
    <nav aria-label={label}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-wrap lg:px-0">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              scroll={false}
              aria-current={chip.isCurrent ? 'page' : undefined}
              className={classNames(
                CHIP,
                chip.isCurrent
                  ? 'border-brand bg-brand text-on-brand'
                  : 'border-line hover:border-brand',
              )}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
