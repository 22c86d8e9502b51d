import { Skeleton } from './skeleton';

/** The placeholder shown while a page's data loads. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="mx-auto max-w-3xl space-y-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
