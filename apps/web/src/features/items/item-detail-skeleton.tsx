import { Skeleton } from '@/features/ui/skeleton';

/** The item view's shape while it loads. */
export function ItemDetailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-5 md:grid-cols-2 md:gap-8">
      <span className="sr-only">{label}</span>
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <div className="space-y-3">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-7 w-1/4" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    </div>
  );
}
