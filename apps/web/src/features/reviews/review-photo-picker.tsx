'use client';

import { MAX_IMAGES_PER_SEND } from '@marketplace/domain/uploads/images-per-send';
import { useT } from '@/features/i18n/i18n-provider';
import { fileKey } from '@/features/ui/file-key';
import { ImagePicker } from '@/features/ui/image-picker';

/** Optional photos of a review (up to 3 images, checked here and again by the server). */
export function ReviewPhotoPicker({
  files,
  onChange,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
}) {
  const t = useT();
  return (
    <div className="space-y-2">
      <ImagePicker
        images={files.map((file, index) => ({
          key: fileKey(file),
          label: t('reviews.photo', { n: index + 1 }),
          source: file,
        }))}
        max={MAX_IMAGES_PER_SEND}
        onPick={(chosen) => onChange([...files, ...chosen])}
        onRemove={(_, index) => onChange(files.filter((__, i) => i !== index))}
        addLabel={t('reviews.addPhotos')}
        listLabel={t('reviews.photos')}
        removeLabel={(image) => t('reviews.removePhoto', { name: image.label })}
        inputTestId="review-photo-input"
        size="sm"
      />
    </div>
  );
}
