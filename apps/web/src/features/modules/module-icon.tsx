import { classNames } from '@/lib/class-names';
import { toImageSrc } from '@/lib/image-url';

/** A module's icon; decorative because the module name is always written next to it. */
export function ModuleIcon({ url, className }: { url: string; className?: string }) {
  const src = toImageSrc(url);
  if (!src)
    return <span aria-hidden className={classNames('rounded-lg bg-brand-soft', className)} />;
  // biome-ignore lint/performance/noImgElement: small SVG icons from the API proxy need no optimiser.
  return <img src={src} alt="" aria-hidden loading="lazy" decoding="async" className={className} />;
}
