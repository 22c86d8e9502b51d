'use client';

import { useT } from '@/features/i18n/i18n-provider';
import { MapCanvas } from '@/features/location/map-canvas';
import { AppDialog } from '@/features/ui/app-dialog';

type AddressMapDialogProps = {
  address: string;
  center: { lat: number; lng: number };
  onClose: () => void;
};

/** The business address on a map centred on config `default_location`. */
export function AddressMapDialog({ address, center, onClose }: AddressMapDialogProps) {
  const t = useT();
  return (
    <AppDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('footer.addressMapTitle')}
      description={address}
      size="lg"
    >
      <MapCanvas center={center} zoom={16} label={t('footer.addressMapTitle')} heightClass="h-80" />
    </AppDialog>
  );
}
