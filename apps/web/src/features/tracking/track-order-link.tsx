'use client';

import { PackageSearch } from 'lucide-react';
import Link from 'next/link';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';

/**
 * Spec 02 §2: the header's track-order icon, for guests (customers have My Orders). Narrow
 * phones keep the header for location and cart; the footer's Track Order link serves them.
 */
export function TrackOrderLink() {
  const t = useT();
  const { isSignedIn } = useShellState();
  if (isSignedIn) return null;
  return (
    <Link
      href="/track-order"
      aria-label={t('tracking.headerLink')}
      title={t('tracking.headerLink')}
      className="hidden size-11 shrink-0 items-center justify-center rounded-full border border-line hover:bg-surface-muted sm:inline-flex"
    >
      <PackageSearch aria-hidden className="size-5" />
    </Link>
  );
}
