import { TriangleAlert } from '@/features/ui/icons';

/** A banner when the API could not be reached while rendering the shell. */
export function ShellNotice({ message }: { message: string }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-danger-soft px-4 py-2 text-sm text-danger"
    >
      <TriangleAlert aria-hidden className="size-4 shrink-0" />
      {message}
    </p>
  );
}
