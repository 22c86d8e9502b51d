import Link from 'next/link';
import type { LogoImage } from './logo-image';

/** The business logo linking to /home (spec 01 §2: the logo goes to /home). */
export function SiteLogo({
  logo,
  name,
  label,
}: {
  logo: LogoImage | null;
  /** Shown instead of a logo when the business has none. */
  name: string;
  label: string;
}) {
  return (
    <Link href="/home" className="inline-flex shrink-0 items-center gap-2 rounded-lg">
      {logo ? (
        // biome-ignore lint/performance/noImgElement: the API serves a small SVG logo; no optimiser needed.
        <img
          src={logo.src}
          alt={label}
          width={logo.width}
          height={logo.height}
          style={{ width: logo.width, height: logo.height }}
          className="object-contain"
        />
      ) : (
        <span className="text-lg font-extrabold text-brand">{name || label}</span>
      )}
    </Link>
  );
}
