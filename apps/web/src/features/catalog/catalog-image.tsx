import { classNames } from '@/lib/class-names';
import { toImageSrc } from '@/lib/image-url';

/**
 * An image from the API through the same-origin proxy. Generated SVGs need no optimiser; sizes
 * are given so nothing shifts, and only the images above the fold load eagerly.
 */
export function CatalogImage({
  url,
  alt,
  width,
  height,
  priority = false,
  className,
}: {
  url: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  const src = toImageSrc(url);
  if (!src) {
    return <span aria-hidden className={classNames('block bg-surface-muted', className)} />;
  }
  return (
    // biome-ignore lint/performance/noImgElement: generated SVGs from the API proxy need no optimiser.
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={className}
    />
  );
}
