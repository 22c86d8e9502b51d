'use client';

import { Star } from 'lucide-react';
import Link from 'next/link';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { useQuery } from '@/lib/hydration-safe-query';
import { fetchReviewReminder } from './reviews-api';

/**
 * GET /customer/review-reminder: the newest delivered order with something left to rate, with a
 * link that opens its review dialog. Nothing while loading, on error, or with nothing to rate.
 */
export function ReviewReminder({ enabled }: { enabled: boolean }) {
  const t = useT();
  const reminder = useQuery({
    queryKey: ['reviews', 'reminder'],
    queryFn: ({ signal }) => fetchReviewReminder(signal),
    enabled,
    retry: false,
    meta: { silent: true },
  });
  const order = reminder.data?.orders[0];
  if (!order) return null;
  return (
    <aside className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-brand-soft p-4">
      <Star aria-hidden className="size-6 shrink-0 fill-amber-400 text-amber-500" />
      <p className="min-w-0 flex-1 text-sm">
        {t('reviews.reminder', { id: order.order_id, store: order.store_name })}
      </p>
      <Link
        href={`/my-orders/${order.order_reference}?review=1`}
        className={buttonClass('primary', 'sm')}
      >
        {t('reviews.writeReview')}
      </Link>
    </aside>
  );
}
