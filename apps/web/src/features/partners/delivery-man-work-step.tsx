'use client';

import type { Zone } from '@marketplace/contract/zones';
import { DELIVERY_VEHICLE_TYPES } from '@marketplace/domain/partners/delivery-man-terms';
import { useT } from '@/features/i18n/i18n-provider';
import { ChoiceField } from '@/features/ui/form/choice-field';
import { SelectField } from '@/features/ui/form/select-field';
import type { FieldBinding } from '@/features/ui/form/use-field-binding';
import type { DeliveryManField } from './delivery-man-values';

/** Step 2: where the applicant delivers, on what, and how he is paid. */
export function DeliveryManWorkStep({
  field,
  zones,
}: {
  field: (name: DeliveryManField) => FieldBinding;
  zones: readonly Zone[];
}) {
  const t = useT();
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...field('zone_id')}
          label={t('partners.zone')}
          placeholder={t('partners.zonePlaceholder')}
          options={zones.map((zone) => ({
            value: String(zone.id),
            label: zone.display_name || zone.name,
          }))}
        />
        <SelectField
          {...field('vehicle_type')}
          label={t('deliveryReg.vehicle')}
          placeholder={t('deliveryReg.vehiclePlaceholder')}
          options={DELIVERY_VEHICLE_TYPES.map((type) => ({
            value: type,
            label: t(`deliveryReg.vehicle.${type}`),
          }))}
        />
      </div>
      <ChoiceField
        {...field('earning')}
        legend={t('deliveryReg.earning')}
        hint={t('deliveryReg.earningHint')}
        options={[
          { value: '1', label: t('deliveryReg.earning.freelance') },
          { value: '0', label: t('deliveryReg.earning.salaried') },
        ]}
      />
    </div>
  );
}
