'use client';

import { useId } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { fileKey } from '@/features/ui/file-key';
import { ImagePicker } from '@/features/ui/image-picker';

type ImageFieldProps = {
  /** The field's title ('Logo'); the list of previews is named from it. */
  title: string;
  chooseLabel: string;
  /** One preview's name, from its position (1-based). */
  previewLabel: (n: number) => string;
  hint: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  max: number;
  error: string | null;
  /** The field's id: the form focuses its button when this field is the first with an error. */
  id: string;
  testId: string;
};

/** Images of an application (a logo, a photo, identity documents): title, previews, picker. */
export function ImageField({
  title,
  chooseLabel,
  previewLabel,
  hint,
  files,
  onChange,
  max,
  error,
  id,
  testId,
}: ImageFieldProps) {
  const t = useT();
  const hintId = useId();
  return (
    <div id={id} className="space-y-2">
      <p className="text-sm font-medium">{title}</p>
      <ImagePicker
        images={files.map((file, index) => ({
          key: fileKey(file),
          label: previewLabel(index + 1),
          source: file,
        }))}
        max={max}
        onPick={(chosen) => onChange([...files, ...chosen])}
        onRemove={(_, index) => onChange(files.filter((__, i) => i !== index))}
        addLabel={chooseLabel}
        listLabel={title}
        removeLabel={(image) => t('partners.removeImage', { name: image.label })}
        inputTestId={testId}
        describedBy={hintId}
        error={error}
      />
      <p id={hintId} className="text-xs text-ink-muted">
        {hint}
      </p>
    </div>
  );
}
