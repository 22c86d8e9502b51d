'use client';

import type { OrderTrack } from '@marketplace/contract/orders';
import { HandCoins, MapPin, MessageSquareText, Package, Send } from 'lucide-react';
import { useT } from '@/features/i18n/i18n-provider';
import { AddressLines, InfoRow } from '@/features/orders/order-info-row';

/** A parcel's own facts on the order page: what, from whom, to whom, who pays, the instruction. */
export function ParcelOrderInfo({ order }: { order: OrderTrack }) {
  const t = useT();
  const sender = order.delivery_address;
  const receiver = order.receiver_details;
  return (
    <>
      {order.parcel_category ? (
        <InfoRow icon={<Package className="size-4" />} title={t('parcel.category')}>
          <p>{order.parcel_category.name}</p>
        </InfoRow>
      ) : null}
      {sender ? (
        <InfoRow icon={<Send className="size-4" />} title={t('parcel.pickUpFrom')}>
          <AddressLines place={sender} />
        </InfoRow>
      ) : null}
      {receiver ? (
        <InfoRow icon={<MapPin className="size-4" />} title={t('parcel.deliverTo')}>
          <AddressLines place={receiver} />
        </InfoRow>
      ) : null}
      {order.charge_payer ? (
        <InfoRow icon={<HandCoins className="size-4" />} title={t('parcel.whoPays')}>
          <p>
            {order.charge_payer === 'receiver'
              ? t('parcel.payerReceiver')
              : t('parcel.payerSender')}
          </p>
        </InfoRow>
      ) : null}
      {order.delivery_instruction ? (
        <InfoRow icon={<MessageSquareText className="size-4" />} title={t('parcel.instruction')}>
          <p className="whitespace-pre-line">{order.delivery_instruction}</p>
        </InfoRow>
      ) : null}
    </>
  );
}
