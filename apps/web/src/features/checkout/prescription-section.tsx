'use client';

import type { PrescriptionAttachment } from '@marketplace/contract/prescriptions';
import {
  IMAGE_ACCEPT,
  IMAGE_FORMAT_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
} from '@marketplace/contract/uploads';
import { MAX_PRESCRIPTION_IMAGES } from '@marketplace/domain/checkout/prescription';
import { detectImageType, MAX_IMAGE_BYTES } from '@marketplace/domain/uploads/image-bytes';
import { useMutation } from '@tanstack/react-query';
import { FileUp, Loader2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { translateProfileMessage } from '@/features/account/profile-messages';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { toImageSrc } from '@/lib/image-url';
import { CheckoutSection } from './checkout-section';
import { uploadPrescription } from './prescription-api';

/** The browser's own check before sending (the server checks again from the bytes). */
async function fileProblem(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!detectImageType(head)) return IMAGE_FORMAT_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

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
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (files: File[]) => uploadPrescription(files, guestId),
    onSuccess: (answer) => onAdd(answer.attachments),
    onError: (failure) => setError(getErrorMessages(failure, t)[0] ?? t('errors.generic')),
    meta: { silent: true },
  });
  const room = MAX_PRESCRIPTION_IMAGES - images.length;

  async function choose(list: FileList | null) {
    const files = [...(list ?? [])];
    if (inputRef.current) inputRef.current.value = '';
    if (files.length === 0) return;
    if (files.length > room) {
      setError(t('checkout.prescriptionTooMany', { count: MAX_PRESCRIPTION_IMAGES }));
      return;
    }
    for (const file of files) {
      const problem = await fileProblem(file);
      if (problem) {
        setError(translateProfileMessage(problem, t));
        return;
      }
    }
    setError(null);
    upload.mutate(files);
  }

  return (
    <CheckoutSection
      title={t('checkout.prescription')}
      problems={images.length === 0 && !upload.isPending ? problems : []}
    >
      <p id={hintId} className="text-sm text-ink-muted">
        {t('checkout.prescriptionHint', { count: MAX_PRESCRIPTION_IMAGES })}
      </p>
      {images.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label={t('checkout.prescriptionImages')}>
          {images.map((image, index) => (
            <li key={image.id} className="relative">
              {/* biome-ignore lint/performance/noImgElement: a private upload behind the proxy */}
              <img
                src={toImageSrc(image.url)}
                alt={t('checkout.prescriptionImage', { n: index + 1 })}
                className="size-20 rounded-lg border border-line object-cover"
              />
              <button
                type="button"
                onClick={() => onRemove(image.id)}
                aria-label={t('checkout.prescriptionRemove', { n: index + 1 })}
                className="absolute -end-2 -top-2 rounded-full border border-line bg-surface p-1 shadow"
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <div>
          <input
            ref={inputRef}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('checkout.prescriptionUpload')}
            data-testid="prescription-input"
            onChange={(event) => void choose(event.target.files)}
          />
          <button
            type="button"
            className={buttonClass('secondary')}
            aria-describedby={hintId}
            disabled={upload.isPending}
            onClick={() => inputRef.current?.click()}
          >
            {upload.isPending ? (
              <Loader2 aria-hidden className="size-4 animate-spin" />
            ) : (
              <FileUp aria-hidden className="size-4" />
            )}
            {upload.isPending
              ? t('checkout.prescriptionUploading')
              : t('checkout.prescriptionUpload')}
          </button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </CheckoutSection>
  );
}
