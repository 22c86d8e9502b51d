import { classNames } from '@/lib/class-names';

/** A grey placeholder block while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={classNames('animate-pulse rounded-lg bg-surface-muted', className)}
    />
  );
}
