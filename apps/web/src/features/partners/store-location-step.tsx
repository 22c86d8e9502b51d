'use client';

import type { Zone } from '@marketplace/contract/zones';
import type { ReactNode } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import type { LatLng } from '@/features/location/location-api';
import { useZoneModules } from '@/features/modules/use-zone-modules';
import { SelectField } from '@/features/ui/form/select-field';
import type { FieldBinding } from '@/features/ui/form/use-field-binding';
import { StoreLocationCheck } from './store-location-check';
import type { StoreField } from './store-registration-values';

type StoreLocationStepProps = {
  field: (name: StoreField) => FieldBinding;
  zones: readonly Zone[];
  zoneId: number | null;
  confirmed: LatLng | null;
  onConfirmed: (point: LatLng | null) => void;
  onZoneChanged: (zoneId: number | null) => void;
  /** The step's form, around the drop-downs (the map has a form of its own). */
  renderForm: (children: ReactNode) => ReactNode;
};

/** Step 2: the zone, the business (module) the zone offers, and the location inside the zone. */
export function StoreLocationStep({
  field,
  zones,
  zoneId,
  confirmed,
  onConfirmed,
  onZoneChanged,
  renderForm,
}: StoreLocationStepProps) {
  const t = useT();
  const modules = useZoneModules(zoneId === null ? null : [zoneId], zoneId !== null);
  // Parcel delivery has no stores (the API refuses it too).
  const storeModules = (modules.data ?? []).filter((module) => module.module_type !== 'parcel');
  const zone = zones.find((z) => z.id === zoneId) ?? null;
  const zoneBinding = field('zone_id');

  let moduleHint: string | undefined;
  if (zoneId === null) moduleHint = t('storeReg.moduleChooseZone');
  else if (modules.isPending) moduleHint = t('storeReg.moduleLoading');
  else if (modules.isError) moduleHint = t('storeReg.locationCheckFailed');
  else if (storeModules.length === 0) moduleHint = t('storeReg.moduleNone');

  return (
    <div className="space-y-5">
      {renderForm(
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...zoneBinding}
            registration={{
              ...zoneBinding.registration,
              onChange: async (event) => {
                await zoneBinding.registration.onChange(event);
                const value = Number(event.target.value);
                onZoneChanged(Number.isInteger(value) && value > 0 ? value : null);
              },
            }}
            label={t('partners.zone')}
            placeholder={t('partners.zonePlaceholder')}
            options={zones.map((z) => ({ value: String(z.id), label: z.display_name || z.name }))}
          />
          <SelectField
            {...field('module_id')}
            label={t('storeReg.module')}
            placeholder={t('storeReg.modulePlaceholder')}
            hint={moduleHint}
            disabled={storeModules.length === 0}
            options={storeModules.map((module) => ({
              value: String(module.id),
              label: module.module_name,
            }))}
          />
        </div>,
      )}
      <div id="store-location" tabIndex={-1} className="outline-none">
        <StoreLocationCheck
          zones={zones}
          zone={zone}
          confirmed={confirmed}
          onConfirmed={onConfirmed}
          onZoneChosen={(id) => onZoneChanged(id)}
          error={field('latitude').error}
        />
      </div>
    </div>
  );
}
