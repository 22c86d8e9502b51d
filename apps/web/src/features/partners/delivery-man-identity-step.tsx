'use client';

import {
  IDENTITY_TYPES,
  MAX_IDENTITY_IMAGES,
} from '@marketplace/domain/partners/identity-document';
import { useT } from '@/features/i18n/i18n-provider';
import { SelectField } from '@/features/ui/form/select-field';
import { TextField } from '@/features/ui/form/text-field';
import type { FieldBinding } from '@/features/ui/form/use-field-binding';
import type { DeliveryManField } from './delivery-man-values';
import { ImageField } from './image-field';

/** Step 3: the identity document: its type, its number and up to three images of it. */
export function DeliveryManIdentityStep({
  field,
  images,
  onImages,
}: {
  field: (name: DeliveryManField) => FieldBinding;
  images: readonly File[];
  onImages: (files: File[]) => void;
}) {
  const t = useT();
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...field('identity_type')}
          label={t('deliveryReg.identityType')}
          placeholder={t('deliveryReg.identityTypePlaceholder')}
          options={IDENTITY_TYPES.map((type) => ({
            value: type,
            label: t(`deliveryReg.identity.${type}`),
          }))}
        />
        <TextField
          {...field('identity_number')}
          label={t('deliveryReg.identityNumber')}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <ImageField
        id="delivery-identity_image"
        title={t('deliveryReg.identityImages')}
        chooseLabel={t('deliveryReg.addIdentityImages')}
        previewLabel={(n) => t('deliveryReg.identityImage', { n })}
        hint={t('deliveryReg.identityImagesHint', { count: MAX_IDENTITY_IMAGES })}
        files={images}
        max={MAX_IDENTITY_IMAGES}
        onChange={onImages}
        error={field('identity_image').error}
        testId="identity-image-input"
      />
    </div>
  );
}
