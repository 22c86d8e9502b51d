'use client';

import { DELIVERY_TIME_UNITS } from '@marketplace/domain/partners/delivery-time-range';
import { useT } from '@/features/i18n/i18n-provider';
import { SelectField } from '@/features/ui/form/select-field';
import { TextField } from '@/features/ui/form/text-field';
import type { FieldBinding } from '@/features/ui/form/use-field-binding';
import { ImageField } from './image-field';
import type { StoreField } from './store-registration-values';

type StoreImagesStepProps = {
  field: (name: StoreField) => FieldBinding;
  logo: File | null;
  cover: File | null;
  onImage: (name: 'logo' | 'cover_photo', file: File | null) => void;
};

/** Step 3: logo and cover (uploads, with previews), tax, and the delivery time range. */
export function StoreImagesStep({ field, logo, cover, onImage }: StoreImagesStepProps) {
  const t = useT();
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <ImageField
          id="store-logo"
          title={t('storeReg.logo')}
          chooseLabel={t('storeReg.chooseLogo')}
          previewLabel={() => t('storeReg.logoPreview')}
          hint={t('storeReg.logoHint')}
          files={logo ? [logo] : []}
          max={1}
          onChange={(files) => onImage('logo', files[0] ?? null)}
          error={field('logo').error}
          testId="store-logo-input"
        />
        <ImageField
          id="store-cover_photo"
          title={t('storeReg.cover')}
          chooseLabel={t('storeReg.chooseCover')}
          previewLabel={() => t('storeReg.coverPreview')}
          hint={t('storeReg.coverHint')}
          files={cover ? [cover] : []}
          max={1}
          onChange={(files) => onImage('cover_photo', files[0] ?? null)}
          error={field('cover_photo').error}
          testId="store-cover-input"
        />
      </div>
      <div className="sm:max-w-48">
        <TextField
          {...field('tax')}
          label={t('storeReg.tax')}
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">{t('storeReg.deliveryTime')}</legend>
        <p className="text-xs text-ink-muted">{t('storeReg.deliveryTimeHint')}</p>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            {...field('delivery_min')}
            label={t('storeReg.deliveryMin')}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField
            {...field('delivery_max')}
            label={t('storeReg.deliveryMax')}
            inputMode="numeric"
            autoComplete="off"
          />
          <SelectField
            {...field('delivery_unit')}
            label={t('storeReg.deliveryUnit')}
            options={DELIVERY_TIME_UNITS.map((unit) => ({
              value: unit,
              label: t(`storeReg.unit.${unit}`),
            }))}
          />
        </div>
      </fieldset>
    </div>
  );
}
