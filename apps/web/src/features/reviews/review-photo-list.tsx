import type { Translate } from '@/features/i18n/translate';
import { toImageSrc } from '@/lib/image-url';

/** A review's photos as small thumbnails, each opening the full photo (server or client). */
export function ReviewPhotoList({ urls, t }: { urls: readonly string[]; t: Translate }) {
  if (urls.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('reviews.photos')}>
      {urls.map((url, index) => (
        <li key={url}>
          <a href={toImageSrc(url)} target="_blank" rel="noopener noreferrer">
            {/* biome-ignore lint/performance/noImgElement: an uploaded photo through the same-origin proxy */}
            <img
              src={toImageSrc(url)}
              alt={t('reviews.photo', { n: index + 1 })}
              loading="lazy"
              className="size-16 rounded-lg border border-line object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
