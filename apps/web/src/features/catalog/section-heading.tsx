import Link from 'next/link';
import { ChevronRight } from '@/features/ui/icons';

/** A home or page section's title, with an optional "View all" link. */
export function SectionHeading({
  id,
  title,
  viewAll,
  level = 2,
}: {
  id: string;
  title: string;
  viewAll?: { href: string; label: string };
  level?: 2 | 3;
}) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <div className="mb-3 flex items-center justify-between gap-3">
      <Heading id={id} className="text-lg font-bold md:text-xl">
        {title}
      </Heading>
      {viewAll ? (
        <Link
          href={viewAll.href}
          prefetch={false}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand hover:underline"
        >
          {viewAll.label}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </Link>
      ) : null}
    </div>
  );
}
