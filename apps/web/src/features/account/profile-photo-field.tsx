'use client';

import {
  IMAGE_ACCEPT,
  IMAGE_FORMAT_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
} from '@marketplace/contract/uploads';
import { detectImageType, MAX_IMAGE_BYTES } from '@marketplace/domain/uploads/image-bytes';
import { Camera } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { ProfileAvatar } from './profile-avatar';
import { translateProfileMessage } from './profile-messages';

/**
 * The browser's own check before sending (the server checks again from the bytes): the first
 * bytes must be a JPEG, PNG or GIF, and the file at most 2 MB.
 */
async function photoProblem(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!detectImageType(head)) return IMAGE_FORMAT_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * Spec 02 §2/§5 photo of Edit personal details: the current photo or the chosen one's preview, a
 * Change photo button (keyboard reachable, the file input behind it), the hint 'jpg, png, jpeg,
 * gif; max 2 MB; ratio 1:1' and the format alert.
 */
export function ProfilePhotoField({
  currentUrl,
  file,
  onChange,
  serverError,
}: {
  currentUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  serverError: string | null;
}) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function choose(chosen: File | undefined) {
    if (inputRef.current) inputRef.current.value = '';
    if (!chosen) return;
    const found = await photoProblem(chosen);
    setProblem(found);
    onChange(found ? null : chosen);
  }

  const error = problem ?? serverError;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <ProfileAvatar url={preview ?? currentUrl} alt={t('account.photo')} size={80} />
      <div className="space-y-1">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          aria-describedby={hintId}
          onChange={(event) => void choose(event.target.files?.[0])}
          tabIndex={-1}
        />
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => inputRef.current?.click()}
          aria-describedby={hintId}
        >
          <Camera aria-hidden className="size-4" />
          {t('account.changePhoto')}
        </button>
        <p id={hintId} className="text-xs text-ink-muted">
          {t('account.photoHint')}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {translateProfileMessage(error, t)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
