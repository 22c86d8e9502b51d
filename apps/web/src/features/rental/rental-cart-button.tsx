'use client';

import { clearRentalCartByZone } from '@marketplace/contract/endpoints/rental-cart';
import { CarFront } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { notify } from '@/features/ui/notify';
import { RentalProvider, useRental } from './rental-context';
import { useRentalCart, useRentalCartActions } from './use-rental-cart';

const RentalCartDrawer = dynamic(
  () => import('./rental-cart-drawer').then((m) => m.RentalCartDrawer),
  {
    ssr: false,
  },
);

/**
 * Spec 02 §4: in the rental module, a cart whose pickup zone is not among the chosen zones is
 * cleared ('Your cart has been cleared as the selected zone does not support the previous
 * pickup point.'). Asked once per zone choice.
 */
function useClearCartOutsideZones() {
  const { zoneIds } = useShellState();
  const { call } = useRental();
  const { store } = useRentalCartActions();
  const key = JSON.stringify(zoneIds);
  useEffect(() => {
    if (key === 'null') return;
    const controller = new AbortController();
    call(clearRentalCartByZone, {
      signal: controller.signal,
    })
      .then((answer) => {
        if (!answer.cleared || !answer.message) return;
        store(answer.cart);
        notify('warning', answer.message);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, call, store]);
}

function Button({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  const { cart } = useRentalCart();
  useClearCartOutsideZones();
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
