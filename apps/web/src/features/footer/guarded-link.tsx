'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { notify } from '@/features/ui/notify';

type GuardedLinkProps = {
  href: string;
  /** 'token': loyalty and wallet need a signed-in customer; 'zone': campaigns need a zone. */
  requires: 'token' | 'zone';
  className?: string;
  children: ReactNode;
};

/** Spec 01 §5: a footer link that explains, instead of navigating, when its need is unmet. */
export function GuardedLink({ href, requires, className, children }: GuardedLinkProps) {
  const t = useT();
  const { isSignedIn, zoneIds } = useShellState();
  const isAllowed = requires === 'token' ? isSignedIn : zoneIds !== null;
  const message = requires === 'token' ? t('footer.needLogin') : t('footer.needZone');

  return (
    <Link
      href={href}
      prefetch={false}
      className={className}
      onClick={(event) => {
        if (isAllowed) return;
        event.preventDefault();
        notify('error', message);
      }}
    >
      {children}
    </Link>
  );
}
