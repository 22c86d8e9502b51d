import type { Config } from '@marketplace/contract/config';
import Link from 'next/link';
import { toImageSrc } from '@/lib/image-url';

/** The business logo linking to /home (spec 01 §2: the logo goes to /home). */
export function SiteLogo({ config, label }: { config: Config | null; label: string }) {
  const src = toImageSrc(config?.logo_full_url);
  return (
    <Link href="/home" className="inline-flex shrink-0 items-center gap-2 rounded-lg">
      {src ? (
        // biome-ignore lint/performance/noImgElement: the API serves a small SVG logo; no optimiser needed.
        <img
          src={src}
          alt={label}
          width={120}
          height={36}
          className="h-9 w-auto max-w-[8rem] object-contain"
        />
      ) : (
        <span className="text-lg font-extrabold text-brand">{config?.business_name || label}</span>
      )}
    </Link>
  );
}
