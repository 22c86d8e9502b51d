import { UserRound } from '@/features/ui/icons';
import { classNames } from '@/lib/class-names';
import { toImageSrc } from '@/lib/image-url';

/** The customer's photo (an upload or a blob preview), or a neutral figure without one. */
export function ProfileAvatar({
  url,
  alt,
  size = 64,
  className,
}: {
  url: string | null | undefined;
  alt: string;
  size?: number;
  className?: string;
}) {
  const src = url?.startsWith('blob:') ? url : toImageSrc(url);
  const frame = classNames(
    'shrink-0 overflow-hidden rounded-full border border-line bg-surface-muted',
    className,
  );
  if (!src) {
    return (
      <span
        aria-hidden
        className={classNames(frame, 'grid place-items-center text-ink-muted')}
        style={{ width: size, height: size }}
      >
        <UserRound className="size-1/2" />
      </span>
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: an uploaded photo through the same-origin proxy, or a local preview.
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      className={classNames(frame, 'object-cover')}
    />
  );
}
