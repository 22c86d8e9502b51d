'use client';

import { type CSSProperties, type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { classNames } from '@/lib/class-names';
import { toImageSrc } from '@/lib/image-url';

/** Spec 01 §9: the magnified rendition is 1200 × 1800. The SVGs scale without a second file. */
const ZOOM_WIDTH = 1200;
const ZOOM_HEIGHT = 1800;

/**
 * The item's images: the chosen one with a magnifier (pointer hover, or keyboard focus with the
 * arrow keys to pan) and thumbnails to choose another.
 */
export function ItemGallery({
  images,
  name,
  priority = false,
}: {
  images: string[];
  name: string;
  priority?: boolean;
}) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const sources = images.map((url) => toImageSrc(url)).filter((src): src is string => !!src);
  const current = sources[index] ?? sources[0];

  const scale = () => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0) return 2;
    return Math.max(1.5, Math.min(ZOOM_WIDTH / box.width, ZOOM_HEIGHT / box.height));
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = 10;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (event.key === 'Escape') setZoom(null);
    if (!move) return;
    event.preventDefault();
    setZoom((value) => {
      const from = value ?? { x: 50, y: 50 };
      return {
        x: Math.min(100, Math.max(0, from.x + move[0])),
        y: Math.min(100, Math.max(0, from.y + move[1])),
      };
    });
  };

  const zoomStyle: CSSProperties | undefined = zoom
    ? { transform: `scale(${scale()})`, transformOrigin: `${zoom.x}% ${zoom.y}%` }
    : undefined;

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={frame}
        role="img"
        aria-label={t('items.imageZoom', { name })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the magnifier too.
        tabIndex={0}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setZoom(null)}
        onFocus={() => setZoom((value) => value ?? { x: 50, y: 50 })}
        onBlur={() => setZoom(null)}
        onKeyDown={onKeyDown}
        className="relative aspect-square cursor-zoom-in overflow-hidden rounded-2xl border border-line bg-surface-muted"
      >
        {current ? (
          // biome-ignore lint/performance/noImgElement: generated SVGs from the API proxy.
          <img
            src={current}
            alt=""
            width={600}
            height={600}
            loading={priority ? 'eager' : 'lazy'}
            {...(priority ? { fetchPriority: 'high' as const } : {})}
            decoding="async"
            style={zoomStyle}
            className={classNames(
              'size-full object-contain',
              zoom ? 'transition-none' : 'transition-transform duration-200',
            )}
          />
        ) : null}
      </div>
      {sources.length > 1 ? (
        <ul className="flex gap-2" aria-label={t('items.thumbnails')}>
          {sources.map((src, position) => (
            <li key={src}>
              <button
                type="button"
                aria-label={t('items.showImage', { index: position + 1, count: sources.length })}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
                className={classNames(
                  'size-16 overflow-hidden rounded-lg border-2 bg-surface-muted',
                  position === index ? 'border-brand' : 'border-line',
                )}
              >
                {/* biome-ignore lint/performance/noImgElement: generated SVG thumbnails. */}
                <img
                  src={src}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
