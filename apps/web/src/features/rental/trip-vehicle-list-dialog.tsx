'use client';

import type { RentalCartLine } from '@marketplace/contract/rental-cart';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { DialogActions } from '@/features/ui/dialog-actions';

/** Spec 02 §2 "Trip Vehicle List": the cart's vehicles that do not offer the new trip type. */
export function TripVehicleListDialog({
  lines,
  open,
  isBusy,
  onCancel,
  onRemoveAndContinue,
}: {
  lines: RentalCartLine[];
  open: boolean;
  isBusy: boolean;
  onCancel: () => void;
  onRemoveAndContinue: () => void;
}) {
  const t = useT();
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => (next ? null : onCancel())}
      title={t('rental.tripVehicleListTitle')}
      description={t('rental.tripVehicleListBody')}
      size="md"
    >
      <ul className="max-h-[30vh] space-y-2 overflow-y-auto">
        {lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3 rounded-lg border border-line p-2">
            <CatalogImage
              url={line.vehicle.thumbnail_full_url}
              alt=""
              width={48}
              height={48}
              className="size-12 rounded-md"
            />
            <span className="font-medium">{line.vehicle.name}</span>
            <span className="ms-auto text-sm text-ink-muted">× {line.quantity}</span>
          </li>
        ))}
      </ul>
      <DialogActions
        className="mt-4"
        onCancel={onCancel}
        confirmLabel={t('rental.removeAndContinue')}
        onConfirm={onRemoveAndContinue}
        isConfirmDisabled={isBusy}
      />
    </AppDialog>
  );
}
