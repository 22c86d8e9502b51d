'use client';

import type { RentalCartLine, TripDetailsInput } from '@marketplace/contract/rental-cart';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { notify } from '@/features/ui/notify';
import { isApiError } from '@/lib/api-client';
import { decideRentStep, type RentTarget } from './rent-flow';
import { isRentalConflict } from './rental-api';
import { isTripSearchComplete, searchedHours, toTripDetails } from './trip-search';
import { TripVehicleListDialog } from './trip-vehicle-list-dialog';
import { useRentalCart, useRentalCartActions } from './use-rental-cart';
import { useTripSearch } from './use-trip-search';
import { YesNoDialog } from './yes-no-dialog';

type Pending =
  | { kind: 'provider'; vehicle: RentTarget; quantity: number; details: TripDetailsInput }
  | {
      kind: 'trip_type';
      vehicle: RentTarget;
      quantity: number;
      details: TripDetailsInput;
      conflicts: RentalCartLine[];
    }
  | {
      kind: 'hours';
      vehicle: RentTarget;
      quantity: number;
      hours: number;
      details: TripDetailsInput;
      cartDetails: TripDetailsInput;
    };

type RentFlow = {
  /** Runs spec 02 §4's add flow for the vehicle; false when the trip search is incomplete. */
  rent: (vehicle: RentTarget, quantity?: number) => Promise<boolean>;
  busyVehicleId: number | null;
  /** False until the page is interactive and the trip search is read: rent buttons wait. */
  isReady: boolean;
};

const RentFlowContext = createContext<RentFlow | null>(null);

export function useRentFlow(): RentFlow {
  const flow = useContext(RentFlowContext);
  if (!flow) throw new Error('useRentFlow outside RentFlowProvider');
  return flow;
}

/** The rental cart's add flow and its dialogs, shared by every card and page of the module. */
export function RentFlowProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const { cart } = useRentalCart();
  const actions = useRentalCartActions();
  const { search, isLoaded } = useTripSearch();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busyVehicleId, setBusy] = useState<number | null>(null);

  const add = useCallback(
    async (
      vehicle: RentTarget,
      quantity: number,
      details: TripDetailsInput,
      replaceCart = false,
    ) => {
      setBusy(vehicle.id);
      try {
        const answer = await actions.add({
          ...details,
          vehicle_id: vehicle.id,
          quantity,
          replace_cart: replaceCart,
        });
        notify('success', answer.message, `rental-add-${vehicle.id}`, { duration: 5_000 });
        setPending(null);
      } catch (error) {
        if (isRentalConflict(error, 'provider')) {
          setPending({ kind: 'provider', vehicle, quantity, details });
        } else if (isRentalConflict(error, 'trip_type')) {
          setPending({ kind: 'trip_type', vehicle, quantity, details, conflicts: error.carts });
        } else {
          setPending(null);
          notify(
            'error',
            isApiError(error) && error.messages[0] ? error.messages[0] : t('rental.addFailed'),
          );
        }
      } finally {
        setBusy(null);
      }
    },
    [actions, t],
  );

  const rent = useCallback(
    async (vehicle: RentTarget, quantity = 1) => {
      if (!isTripSearchComplete(search)) {
        notify('warning', t('rental.searchFirst'), 'rental-search-first');
        return false;
      }
      const details = toTripDetails(search, new Date());
      const step = decideRentStep(cart, vehicle, { details, hours: searchedHours(search) });
      if (step.kind === 'add') await add(vehicle, quantity, step.details, step.replaceCart);
      else if (step.kind === 'provider')
        setPending({ kind: 'provider', vehicle, quantity, details });
      else if (step.kind === 'hours') {
        setPending({
          kind: 'hours',
          vehicle,
          quantity,
          hours: step.hours,
          details,
          cartDetails: step.cartDetails,
        });
      } else {
        // Trip type change: update the cart's trip; a 409 lists the vehicles in the way.
        await add(vehicle, quantity, details);
      }
      return true;
    },
    [search, cart, add, t],
  );

  const removeConflictsAndContinue = useCallback(async () => {
    if (pending?.kind !== 'trip_type') return;
    setBusy(pending.vehicle.id);
    try {
      await actions.remove(pending.conflicts.map((line) => line.id));
    } catch (error) {
      notify(
        'error',
        isApiError(error) && error.messages[0] ? error.messages[0] : t('rental.addFailed'),
      );
      setBusy(null);
      return;
    }
    await add(pending.vehicle, pending.quantity, pending.details);
  }, [pending, actions, add, t]);

  const value = useMemo(
    () => ({ rent, busyVehicleId, isReady: isLoaded }),
    [rent, busyVehicleId, isLoaded],
  );
  const close = () => setPending(null);
  return (
    <RentFlowContext.Provider value={value}>
      {children}
      <YesNoDialog
        open={pending?.kind === 'provider'}
        title={t('rental.providerChangeTitle')}
        body={t('rental.providerChangeBody')}
        isBusy={busyVehicleId !== null}
        onNo={close}
        onDismiss={close}
        onYes={() => pending && void add(pending.vehicle, pending.quantity, pending.details, true)}
      />
      <YesNoDialog
        open={pending?.kind === 'hours'}
        title={t('rental.durationTitle')}
        body={
          pending?.kind === 'hours' ? t('rental.durationConfirm', { hours: pending.hours }) : ''
        }
        isBusy={busyVehicleId !== null}
        onDismiss={close}
        // No: keep the cart's duration and add the vehicle to the trip as it is.
        onNo={() =>
          pending?.kind === 'hours' &&
          void add(pending.vehicle, pending.quantity, pending.cartDetails)
        }
        onYes={() => pending && void add(pending.vehicle, pending.quantity, pending.details)}
      />
      <TripVehicleListDialog
        lines={pending?.kind === 'trip_type' ? pending.conflicts : []}
        open={pending?.kind === 'trip_type'}
        isBusy={busyVehicleId !== null}
        onCancel={close}
        onRemoveAndContinue={() => void removeConflictsAndContinue()}
      />
    </RentFlowContext.Provider>
  );
}
