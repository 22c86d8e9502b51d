'use client';

import {
  IMAGE_ACCEPT,
  IMAGE_FORMAT_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
} from '@marketplace/contract/uploads';
import { detectImageType, MAX_IMAGE_BYTES } from '@marketplace/domain/uploads/image-bytes';
import { MAX_IMAGES_PER_SEND } from '@marketplace/domain/uploads/images-per-send';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { translateProfileMessage } from '@/features/account/profile-messages';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';

/** A stable React key per chosen file (the same photo may be chosen twice). */
const fileKeys = new WeakMap<File, string>();
let nextKey = 0;
function keyOf(file: File): string {
  let key = fileKeys.get(file);
  if (!key) {
    nextKey += 1;
    key = `photo-${nextKey}`;
    fileKeys.set(file, key);
  }
  return key;
}

async function fileProblem(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!detectImageType(head)) return IMAGE_FORMAT_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

function Preview({ file, label, onRemove }: { file: File; label: string; onRemove: () => void }) {
  const t = useT();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    <li className="relative">
      {url ? (
        // biome-ignore lint/performance/noImgElement: a local preview (object URL)
        <img src={url} alt={label} className="size-16 rounded-lg border border-line object-cover" />
      ) : null}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('reviews.removePhoto', { name: label })}
        className="absolute -end-2 -top-2 rounded-full border border-line bg-surface p-1 shadow"
      >
        <X aria-hidden className="size-3" />
      </button>
    </li>
  );
}

/** Optional photos of a review (up to 3 images, checked here and again by the server). */
export function ReviewPhotoPicker({
  files,
  onChange,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
}) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(list: FileList | null) {
    const chosen = [...(list ?? [])];
    if (inputRef.current) inputRef.current.value = '';
    if (chosen.length === 0) return;
    if (files.length + chosen.length > MAX_IMAGES_PER_SEND) {
      return setError(t('checkout.prescriptionTooMany', { count: MAX_IMAGES_PER_SEND }));
    }
    for (const file of chosen) {
      const problem = await fileProblem(file);
      if (problem) return setError(translateProfileMessage(problem, t));
    }
    setError(null);
    onChange([...files, ...chosen]);
  }

  return (
    <div className="space-y-2">
      {files.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label={t('reviews.photos')}>
          {files.map((file, index) => (
            <Preview
              key={keyOf(file)}
              file={file}
              label={t('reviews.photo', { n: index + 1 })}
              onRemove={() => onChange(files.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      ) : null}
      {files.length < MAX_IMAGES_PER_SEND ? (
        <>
          <input
            ref={inputRef}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('reviews.addPhotos')}
            data-testid="review-photo-input"
            onChange={(event) => void choose(event.target.files)}
          />
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => inputRef.current?.click()}
          >
            <ImagePlus aria-hidden className="size-4" />
            {t('reviews.addPhotos')}
          </button>
        </>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
