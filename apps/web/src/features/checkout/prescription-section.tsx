'use client';

import type { PrescriptionAttachment } from '@marketplace/contract/prescriptions';
import { MAX_PRESCRIPTION_IMAGES } from '@marketplace/domain/checkout/prescription';
import { useMutation } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useId } from 'react';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { ImagePicker } from '@/features/ui/image-picker';
import { toImageSrc } from '@/lib/image-url';
import { CheckoutSection } from './checkout-section';
import { uploadPrescription } from './prescription-api';

/**
 * Spec 01 §5 / spec 02 §8: an order with a prescription medicine needs a photo of the
 * prescription. Up to 3 images, uploaded as soon as they are chosen; each can be removed.
 */
export function PrescriptionSection({
  images,
  guestId,
  onAdd,
  onRemove,
  problems,
}: {
  images: readonly PrescriptionAttachment[];
  guestId: string | null;
  onAdd: (images: PrescriptionAttachment[]) => void;
  onRemove: (id: string) => void;
  problems: readonly string[];
}) {
  const t = useT();
  const hintId = useId();
  const upload = useMutation({
    mutationFn: (files: File[]) => uploadPrescription(files, guestId),
    onSuccess: (answer) => onAdd(answer.attachments),
    meta: { silent: true },
  });
  const uploadError = upload.error
    ? (getErrorMessages(upload.error, t)[0] ?? t('errors.generic'))
    : null;

  return (
    <CheckoutSection
      title={t('checkout.prescription')}
      problems={images.length === 0 && !upload.isPending ? problems : []}
    >
      <p id={hintId} className="text-sm text-ink-muted">
        {t('checkout.prescriptionHint', { count: MAX_PRESCRIPTION_IMAGES })}
      </p>
      <ImagePicker
        images={images.map((image, index) => ({
          key: image.id,
          label: t('checkout.prescriptionImage', { n: index + 1 }),
          source: toImageSrc(image.url),
        }))}
        max={MAX_PRESCRIPTION_IMAGES}
        onPick={(files) => upload.mutate(files)}
        onRemove={(image) => onRemove(image.key)}
        addLabel={t('checkout.prescriptionUpload')}
        listLabel={t('checkout.prescriptionImages')}
        removeLabel={(_, index) => t('checkout.prescriptionRemove', { n: index + 1 })}
        inputTestId="prescription-input"
        icon={<FileUp aria-hidden className="size-4" />}
        describedBy={hintId}
        pending={upload.isPending ? t('checkout.prescriptionUploading') : null}
        error={uploadError}
      />
    </CheckoutSection>
  );
}
