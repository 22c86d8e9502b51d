'use client';

import { useT } from '@/features/i18n/i18n-provider';

type End = { address: string };

/**
 * Who is where on a parcel's route map, in words (the markers are only coloured dots): the
 * sender's dot as the map draws its start, the receiver's as its end.
 */
export function RouteLegend({ from, to }: { from: End; to: End }) {
  const t = useT();
  const rows = [
    { key: 'from', term: t('parcel.senderTitle'), address: from.address, dot: 'bg-brand-strong' },
    { key: 'to', term: t('parcel.receiverTitle'), address: to.address, dot: 'bg-danger' },
  ];
  return (
    <dl className="grid gap-1 text-sm">
      {rows.map((row) => (
        <div key={row.key} className="flex min-w-0 items-baseline gap-2">
          <dt className="flex shrink-0 items-center gap-2 font-semibold">
            <span aria-hidden className={`inline-block size-2.5 rounded-full ${row.dot}`} />
            {row.term}
          </dt>
          <dd className="min-w-0 break-words text-ink-muted">{row.address}</dd>
        </div>
      ))}
    </dl>
  );
}
