import type { ReactNode } from 'react';
import { PackageOpen } from '@/features/ui/icons';

/** "No items found" and friends: a calm message where a list would be. */
export function EmptyState({
  title,
  body,
  action,
}: {
  title: string;
  body?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-10 text-center">
      <PackageOpen aria-hidden className="size-10 text-ink-muted" />
      <p className="mt-3 font-semibold">{title}</p>
      {body ? <p className="mt-1 text-sm text-ink-muted">{body}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
