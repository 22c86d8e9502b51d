'use client';

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import Link from 'next/link';
import { type KeyboardEvent, useCallback, useEffect, useId, useState } from 'react';
import { useI18n } from '@/features/i18n/i18n-provider';
import { classNames } from '@/lib/class-names';

/** Spec 02 §9: 5 slides by default, autoplay every 4000 ms, 800 ms transition. */
export const CAROUSEL_SLIDES = 5;
export const CAROUSEL_AUTOPLAY_MS = 4000;
export const CAROUSEL_SPEED_MS = 800;

export type Slide = { id: number; title: string; imageSrc: string; href: string | null };

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The home banners: at most 5 slides that advance every 4 s with an 800 ms slide, pausing while
 * hovered or focused, or when the customer pauses it; no autoplay or animation for reduced
 * motion. Arrow keys, previous/next buttons and dots move between slides.
 */
export function BannerCarousel({ slides: all }: { slides: Slide[] }) {
  const { t, dir } = useI18n();
  const id = useId();
  const slides = all.slice(0, CAROUSEL_SLIDES);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isPaused, setIsPaused] = useState(false);
  // Slides' images load one ahead of the one shown (they are SVGs, rendered on the main thread).
  const [loadedUpTo, setLoadedUpTo] = useState(1);
  useEffect(() => {
    setLoadedUpTo((current) => Math.max(current, index + 1));
  }, [index]);
  const reducedMotion = usePrefersReducedMotion();
  const isPlaying = count > 1 && !isPaused && !reducedMotion;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!isPlaying || isHovered || isFocused) return;
    const timer = window.setTimeout(() => go(index + 1), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [isPlaying, isHovered, isFocused, index, go]);

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const forward = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!forward) return;
    event.preventDefault();
    go(index + (dir === 'rtl' ? -forward : forward));
  };

  const control =
    'inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75';

  return (
    <section
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.banners')}
      className="relative"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="relative overflow-hidden rounded-2xl bg-surface-muted">
        <div
          id={`${id}-slides`}
          aria-live={isPlaying && !isHovered && !isFocused ? 'off' : 'polite'}
          className="flex"
          style={{
            transform: `translateX(${dir === 'rtl' ? '' : '-'}${index * 100}%)`,
            transition: reducedMotion ? 'none' : `transform ${CAROUSEL_SPEED_MS}ms ease`,
          }}
        >
          {slides.map((slide, position) => {
            const image =
              position > loadedUpTo && position !== count - 1 ? (
                <span aria-hidden className="block aspect-[2/1] w-full lg:aspect-[7/2]" />
              ) : (
                // biome-ignore lint/performance/noImgElement: generated SVG banners from the API proxy.
                <img
                  src={slide.imageSrc}
                  alt={slide.title}
                  width={1200}
                  height={600}
                  loading={position === 0 ? 'eager' : 'lazy'}
                  {...(position === 0 ? { fetchPriority: 'high' as const } : {})}
                  decoding="async"
                  className="aspect-[2/1] w-full object-cover lg:aspect-[7/2]"
                />
              );
            const hidden = position !== index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group.
              <div
                key={slide.id}
                role="group"
                aria-roledescription={t('home.slide')}
                aria-label={t('home.slideOf', { index: position + 1, count })}
                aria-hidden={hidden}
                inert={hidden}
                className="w-full shrink-0"
              >
                {slide.href ? (
                  <Link href={slide.href} prefetch={false} className="block">
                    {image}
                  </Link>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
        {count > 1 ? (
          <>
            <div className="absolute inset-y-0 start-2 hidden items-center sm:flex">
              <button
                type="button"
                aria-controls={`${id}-slides`}
                aria-label={t('home.previousSlide')}
                className={control}
                onClick={() => go(index - 1)}
              >
                <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
              </button>
            </div>
            <div className="absolute inset-y-0 end-2 hidden items-center sm:flex">
              <button
                type="button"
                aria-controls={`${id}-slides`}
                aria-label={t('home.nextSlide')}
                className={control}
                onClick={() => go(index + 1)}
              >
                <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
              </button>
            </div>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="flex items-center justify-center">
          {reducedMotion ? null : (
            <button
              type="button"
              aria-label={isPaused ? t('home.playSlides') : t('home.pauseSlides')}
              className="inline-flex size-11 items-center justify-center"
              onClick={() => setIsPaused(!isPaused)}
            >
              <span className="inline-flex size-7 items-center justify-center rounded-full border border-line bg-surface-raised text-ink">
                {isPaused ? (
                  <Play aria-hidden className="size-3.5" />
                ) : (
                  <Pause aria-hidden className="size-3.5" />
                )}
              </span>
            </button>
          )}
          {slides.map((slide, position) => (
            <button
              key={slide.id}
              type="button"
              aria-label={t('home.goToSlide', { index: position + 1 })}
              aria-current={position === index ? 'true' : undefined}
              aria-controls={`${id}-slides`}
              onClick={() => go(position)}
              className="group/dot inline-flex size-11 items-center justify-center"
            >
              <span
                className={classNames(
                  'block h-2 rounded-full transition-all',
                  position === index
                    ? 'w-6 bg-brand'
                    : 'w-2 bg-ink-muted/50 group-hover/dot:bg-ink-muted',
                )}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
