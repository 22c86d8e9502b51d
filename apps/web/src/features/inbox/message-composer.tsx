'use client';

import { MAX_CHAT_IMAGES } from '@marketplace/domain/messages/chat-rules';
import { ImagePlus, Send, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import type { MessageKey } from '@/features/i18n/messages/en';
import { buttonClass } from '@/features/ui/button-styles';

/** What the file picker offers; the server still decides from the bytes. */
const ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);
const MAX_BYTES = 2 * 1024 * 1024;

type Picked = { file: File; url: string };

/** Why the picked files cannot be added (checked here so the customer hears it at once). */
function checkPicked(current: number, files: File[]): MessageKey | null {
  if (current + files.length > MAX_CHAT_IMAGES) return 'inbox.tooManyImages';
  if (files.some((file) => !IMAGE_TYPES.has(file.type))) return 'inbox.imageFormat';
  if (files.some((file) => file.size > MAX_BYTES)) return 'inbox.imageTooLarge';
  return null;
}

type MessageComposerProps = {
  isSending: boolean;
  /** Resolves true once sent (the composer then empties). */
  onSend: (message: string, images: File[]) => Promise<boolean>;
};

/**
 * Text and up to 3 images ('Maximum 3 images can be send at a time.'). Enter sends, Shift+Enter
 * starts a new line; the attach button opens the file picker from the keyboard too.
 */
export function MessageComposer({ isSending, onSend }: MessageComposerProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const problemId = useId();
  const urls = useRef<string[]>([]);

  useEffect(() => {
    urls.current = picked.map((p) => p.url);
  }, [picked]);
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const addFiles = (files: File[]) => {
    const reason = checkPicked(picked.length, files);
    setProblem(reason);
    if (reason) return;
    setPicked((current) => [
      ...current,
      ...files.map((file) => ({ file, url: URL.createObjectURL(file) })),
    ]);
  };

  const remove = (index: number) => {
    setPicked((current) => {
      const gone = current[index];
      if (gone) URL.revokeObjectURL(gone.url);
      return current.filter((_, i) => i !== index);
    });
    setProblem(null);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (isSending) return;
    if (text.trim() === '' && picked.length === 0) {
      setProblem('inbox.emptyMessage');
      return;
    }
    setProblem(null);
    if (
      await onSend(
        text,
        picked.map((p) => p.file),
      )
    ) {
      for (const p of picked) URL.revokeObjectURL(p.url);
      setText('');
      setPicked([]);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2 border-t border-line pt-3">
      {picked.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {picked.map((p, index) => (
            <li key={p.url} className="relative">
              {/* biome-ignore lint/performance/noImgElement: a local preview (blob URL) */}
              <img
                src={p.url}
                alt={t('inbox.imageAlt', { n: index + 1 })}
                className="size-16 rounded-lg border border-line object-cover"
              />
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t('inbox.removeImage', { n: index + 1 })}
                className="absolute -end-2 -top-2 flex size-7 items-center justify-center rounded-full border border-line bg-surface-raised"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-danger">
          {t(problem)}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          multiple
          tabIndex={-1}
          aria-hidden
          className="sr-only"
          data-testid="chat-file-input"
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          aria-label={t('inbox.attach')}
          title={t('inbox.attach')}
          className={buttonClass('secondary', 'md', 'size-11 shrink-0 px-0')}
        >
          <ImagePlus aria-hidden className="size-5" />
        </button>
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('inbox.compose')}</span>
          <textarea
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            rows={1}
            maxLength={1000}
            placeholder={t('inbox.compose')}
            aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
            className="block max-h-40 min-h-11 w-full resize-y rounded-lg border border-line bg-surface px-3 py-2.5 text-sm"
          />
        </label>
        <button
          type="submit"
          disabled={isSending}
          className={buttonClass('primary', 'md', 'h-11 shrink-0')}
        >
          <Send aria-hidden className="size-4" />
          {isSending ? t('inbox.sending') : t('inbox.send')}
        </button>
      </div>
      <p id={hintId} className="text-xs text-ink-muted">
        {t('inbox.composeHint')}
      </p>
    </form>
  );
}
