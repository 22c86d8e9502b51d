'use client';

import { CarFront } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { RentalProvider } from './rental-context';
import { useRentalCart } from './use-rental-cart';

const RentalCartDrawer = dynamic(
  () => import('./rental-cart-drawer').then((m) => m.RentalCartDrawer),
  {
    ssr: false,
  },
);

function Button({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  const { cart } = useRentalCart();
  const count = cart.carts.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('rental.cart.open', { count })}
      className="relative inline-flex size-11 items-center justify-center rounded-full border border-line hover:bg-surface-muted"
    >
      <CarFront aria-hidden className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden
          className="absolute -end-1 -top-1 min-w-5 rounded-full bg-brand px-1 text-center text-xs font-bold text-on-brand"
        >
          {count}
        </span>
      ) : null}
    </button>
  );
}

/** The header's cart in the rental module: the Rental Trip Cart drawer (spec 02 §2). */
export function RentalCartButton({ moduleId }: { moduleId: number }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <RentalProvider moduleId={moduleId}>
      <Button onOpen={() => setOpen(true)} />
      {isOpen ? <RentalCartDrawer onClose={() => setOpen(false)} /> : null}
    </RentalProvider>
  );
}
