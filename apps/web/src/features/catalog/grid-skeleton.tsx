import { Skeleton } from '@/features/ui/skeleton';

/** A page title and a grid of card placeholders (category, store lists, search). */
export function GridSkeleton({
  label,
  cards = 8,
  withHeader = false,
}: {
  label: string;
  cards?: number;
  withHeader?: boolean;
}) {
  return (
    <div role="status" aria-busy="true" className="space-y-5">
      <span className="sr-only">{label}</span>
      {withHeader ? <Skeleton className="aspect-[4/1] w-full rounded-2xl" /> : null}
      <Skeleton className="h-8 w-1/3" />
      <div className="flex gap-2">
        <Skeleton className="h-9 w-24 rounded-full" />
        <Skeleton className="h-9 w-28 rounded-full" />
        <Skeleton className="h-9 w-20 rounded-full" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: cards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
          <div key={index} className="space-y-2">
            <Skeleton className="aspect-square w-full rounded-xl" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** A row of card placeholders (related items). */
export function RowSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-7 w-1/4" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
          <Skeleton key={index} className="aspect-[3/4] w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
