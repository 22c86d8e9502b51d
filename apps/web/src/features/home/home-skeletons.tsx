import { Skeleton } from '@/features/ui/skeleton';

/** Placeholder of a home row of cards while its list streams in. */
export function HomeRowSkeleton() {
  return (
    <div aria-hidden className="space-y-3">
      <Skeleton className="h-7 w-40" />
      <div className="flex gap-3 overflow-hidden">
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} className="h-72 w-[11rem] shrink-0 rounded-xl sm:w-[13rem]" />
        ))}
      </div>
    </div>
  );
}

/** Placeholder of the home's category strip. */
export function HomeCategoriesSkeleton() {
  return (
    <div aria-hidden className="space-y-3">
      <Skeleton className="h-11 w-40" />
      <div className="flex gap-2 overflow-hidden">
        {[0, 1, 2, 3, 4, 5, 6].map((key) => (
          <div key={key} className="flex w-20 shrink-0 flex-col items-center gap-1.5 p-1 md:w-24">
            <Skeleton className="size-16 rounded-full md:size-20" />
            <Skeleton className="h-4 w-14" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Placeholder of the other banners: two wide images, as tall as the banners will be. */
export function HomeBannerStripSkeleton() {
  return (
    <div aria-hidden className="space-y-3">
      <Skeleton className="h-7 w-40" />
      <div className="flex gap-3 overflow-hidden md:grid md:grid-cols-2">
        {[0, 1].map((key) => (
          <Skeleton key={key} className="aspect-[3/1] w-[85%] shrink-0 rounded-xl md:w-auto" />
        ))}
      </div>
    </div>
  );
}
