'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { useT } from '@/features/i18n/i18n-provider';

/** The vehicle's images: one at a time, previous/next buttons, arrow keys and thumbnails. */
export function VehicleCarousel({ images, name }: { images: string[]; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={name}
      className="space-y-2"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        if (event.key === 'ArrowLeft') go(-1);
      }}
    >
      <div className="relative overflow-hidden rounded-2xl border border-line">
        <div aria-live="polite">
          <span className="sr-only">
            {t('rental.details.slide', { n: index + 1, total: count })}
          </span>
          <CatalogImage
            url={images[index]}
            alt={`${name} (${index + 1}/${count})`}
            width={800}
            height={500}
            priority
            className="aspect-[16/10] w-full object-cover"
          />
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-label={t('rental.details.previous')}
              onClick={() => go(-1)}
              className="absolute start-2 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-surface-raised/90 shadow"
            >
              <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
            </button>
            <button
              type="button"
              aria-label={t('rental.details.next')}
              onClick={() => go(1)}
              className="absolute end-2 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-surface-raised/90 shadow"
            >
              <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="flex gap-2">
          {images.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                aria-label={t('rental.details.slide', { n: i + 1, total: count })}
                aria-current={i === index || undefined}
                onClick={() => setIndex(i)}
                className="overflow-hidden rounded-lg border-2 border-transparent aria-[current]:border-brand"
              >
                <CatalogImage
                  url={url}
                  alt=""
                  width={80}
                  height={50}
                  className="h-12 w-20 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
