import type { OrderTrack } from '@marketplace/contract/orders';
import { canChatWithDeliveryPerson } from '@marketplace/domain/messages/chat-rules';
import Link from 'next/link';
import { useT } from '@/features/i18n/i18n-provider';
import { inboxStartHref } from '@/features/inbox/inbox-query';
import { buttonClass } from '@/features/ui/button-styles';
import { Bike, MessageCircle } from '@/features/ui/icons';

/** A signed-in customer's order: chat with its store, and with its delivery person while it runs. */
export function OrderChatLinks({ order }: { order: OrderTrack }) {
  const t = useT();
  const withDelivery = canChatWithDeliveryPerson({
    orderType: order.order_type,
    status: order.order_status,
  });
  if (!order.store && !withDelivery) return null;
  return (
    <div className="flex flex-col gap-2">
      {order.store ? (
        <Link
          href={inboxStartHref({ store: order.store.id })}
          className={buttonClass('secondary', 'md', 'w-full')}
        >
          <MessageCircle aria-hidden className="size-4" />
          {t('inbox.chatWithStore')}
        </Link>
      ) : null}
      {withDelivery ? (
        <Link
          href={inboxStartHref({ order: order.id })}
          className={buttonClass('secondary', 'md', 'w-full')}
        >
          <Bike aria-hidden className="size-4" />
          {t('inbox.chatWithDelivery')}
        </Link>
      ) : null}
    </div>
  );
}
