'use client';

import { cancelTrip } from '@marketplace/contract/endpoints/trips';
import type { Trip } from '@marketplace/contract/trips';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { DialogActions } from '@/features/ui/dialog-actions';
import { notify } from '@/features/ui/notify';
import { isApiError } from '@/lib/api-client';
import { useRental } from './rental-context';
import { tripQueryKey } from './use-live-trip';

const REASONS = [
  'rental.trip.reason.plans',
  'rental.trip.reason.price',
  'rental.trip.reason.mistake',
] as const;

/** Cancel a pending trip with a reason; the server gives back the units, wallet and coupon. */
export function CancelTripDialog({ trip, onClose }: { trip: Trip; onClose: () => void }) {
  const t = useT();
  const { call } = useRental();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<(typeof REASONS)[number]>(REASONS[0]);
  const [isBusy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      const answer = await call(cancelTrip, {
        body: { trip_id: trip.id, reason: t(reason) },
      });
      queryClient.setQueryData(tripQueryKey(trip.id), answer.trip);
      await queryClient.invalidateQueries({ queryKey: ['rental-trips'] });
      notify('success', answer.message);
      onClose();
    } catch (error) {
      notify(
        'error',
        isApiError(error) && error.messages[0] ? error.messages[0] : t('rental.error'),
      );
      setBusy(false);
    }
  }
  return (
    <AppDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('rental.trip.cancelTitle')}
      size="sm"
    >
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold">{t('rental.trip.cancelReason')}</legend>
        {REASONS.map((key) => (
          <label key={key} className="flex items-center gap-2">
            <input
              type="radio"
              name="cancel-reason"
              checked={reason === key}
              onChange={() => setReason(key)}
            />
            {t(key)}
          </label>
        ))}
      </fieldset>
      <DialogActions
        className="mt-4"
        onCancel={onClose}
        confirmLabel={t('rental.trip.cancel')}
        confirmVariant="danger"
        onConfirm={() => void confirm()}
        isConfirmDisabled={isBusy}
      />
    </AppDialog>
  );
}
