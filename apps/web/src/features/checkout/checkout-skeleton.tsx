import { Skeleton } from '@/features/ui/skeleton';

/** The checkout's shape while the lines load. */
export function CheckoutSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-busy="true">
      <div className="space-y-4">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-36 w-full" />
      </div>
      <Skeleton className="h-96 w-full" />
    </div>
  );
}
