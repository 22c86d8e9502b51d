'use client';

import { IMAGE_ACCEPT } from '@marketplace/contract/uploads';
import { ImagePlus, Loader2, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { translateProfileMessage } from '@/features/account/profile-messages';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { checkImageChoice } from './image-choice';

/** One image already picked: an uploaded one (its URL) or a local file not sent yet. */
export type PickedImage = { key: string; label: string; source: string | File | undefined };

function ObjectUrlImage({
  file,
  label,
  className,
}: {
  file: File;
  label: string;
  className: string;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  // biome-ignore lint/performance/noImgElement: a local preview (object URL)
  return url ? <img src={url} alt={label} className={className} /> : null;
}

function Thumbnail({ image, className }: { image: PickedImage; className: string }) {
  if (typeof image.source === 'object') {
    return <ObjectUrlImage file={image.source} label={image.label} className={className} />;
  }
  // biome-ignore lint/performance/noImgElement: an upload behind the image proxy
  return <img src={image.source} alt={image.label} className={className} />;
}

/**
 * Pick up to `max` images (spec 02 §8: format, 2 MB, at most so many at a time): thumbnails
 * with a remove button each, a button that opens the file chooser, and the first problem of a
 * choice as an alert. The picker checks files in the browser; the server checks them again.
 * Used by the checkout's prescription and the review photos; shared for any other image form.
 */
export function ImagePicker({
  images,
  max,
  onPick,
  onRemove,
  addLabel,
  listLabel,
  removeLabel,
  inputTestId,
  icon = <ImagePlus aria-hidden className="size-4" />,
  size = 'md',
  describedBy,
  pending = null,
  error = null,
}: {
  images: readonly PickedImage[];
  max: number;
  /** Called with a checked choice that fits under `max`. */
  onPick: (files: File[]) => void;
  onRemove: (image: PickedImage, index: number) => void;
  addLabel: string;
  listLabel: string;
  removeLabel: (image: PickedImage, index: number) => string;
  inputTestId?: string;
  icon?: ReactNode;
  size?: 'sm' | 'md';
  describedBy?: string;
  /** While set, the add button is busy and shows this label. */
  pending?: string | null;
  /** A problem from outside the picker (such as a failed upload), shown when the choice has none. */
  error?: string | null;
}) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const thumbClass = `${size === 'sm' ? 'size-16' : 'size-20'} rounded-lg border border-line object-cover`;

  async function choose(list: FileList | null) {
    const chosen = [...(list ?? [])];
    if (inputRef.current) inputRef.current.value = '';
    if (chosen.length === 0) return;
    const found = await checkImageChoice(chosen, images.length, max);
    if (found?.kind === 'too_many') {
      setProblem(t('checkout.prescriptionTooMany', { count: found.max }));
      return;
    }
    if (found) {
      setProblem(translateProfileMessage(found.message, t));
      return;
    }
    setProblem(null);
    onPick(chosen);
  }

  const shown = problem ?? error;
  return (
    <>
      {images.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label={listLabel}>
          {images.map((image, index) => (
            <li key={image.key} className="relative">
              <Thumbnail image={image} className={thumbClass} />
              <button
                type="button"
                onClick={() => onRemove(image, index)}
                aria-label={removeLabel(image, index)}
                className="absolute -end-2 -top-2 rounded-full border border-line bg-surface p-1 shadow"
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {images.length < max ? (
        <div>
          <input
            ref={inputRef}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={addLabel}
            data-testid={inputTestId}
            onChange={(event) => void choose(event.target.files)}
          />
          <button
            type="button"
            className={buttonClass('secondary', size === 'sm' ? 'sm' : undefined)}
            aria-describedby={describedBy}
            disabled={pending !== null}
            onClick={() => inputRef.current?.click()}
          >
            {pending !== null ? <Loader2 aria-hidden className="size-4 animate-spin" /> : icon}
            {pending ?? addLabel}
          </button>
        </div>
      ) : null}
      {shown ? (
        <p role="alert" className="text-sm text-danger">
          {shown}
        </p>
      ) : null}
    </>
  );
}
