import { useT } from '@/features/i18n/i18n-provider';
import { ReviewPhotoList } from './review-photo-list';

/** {@link ReviewPhotoList} in a client component, translated from the page's language. */
export function ReviewPhotos({ urls }: { urls: readonly string[] }) {
  const t = useT();
  return <ReviewPhotoList urls={urls} t={t} />;
}
