'use client';

import type { OrderTrack } from '@marketplace/contract/orders';
import { HandCoins, MapPin, MessageSquareText, Package, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/features/i18n/i18n-provider';

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span aria-hidden className="mt-0.5 text-brand">
        {icon}
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{title}</p>
        <div className="break-words text-ink-muted">{children}</div>
      </div>
    </div>
  );
}

/** A parcel's own facts on the order page: what, from whom, to whom, who pays, the instruction. */
export function ParcelOrderInfo({ order }: { order: OrderTrack }) {
  const t = useT();
  const sender = order.delivery_address;
  const receiver = order.receiver_details;
  return (
    <>
      {order.parcel_category ? (
        <Row icon={<Package className="size-4" />} title={t('parcel.category')}>
          <p>{order.parcel_category.name}</p>
        </Row>
      ) : null}
      {sender ? (
        <Row icon={<Send className="size-4" />} title={t('parcel.pickUpFrom')}>
          <p>{sender.address}</p>
          <p>{`${sender.contact_person_name} · ${sender.contact_person_number}`}</p>
        </Row>
      ) : null}
      {receiver ? (
        <Row icon={<MapPin className="size-4" />} title={t('parcel.deliverTo')}>
          <p>{receiver.address}</p>
          <p>{`${receiver.contact_person_name} · ${receiver.contact_person_number}`}</p>
        </Row>
      ) : null}
      {order.charge_payer ? (
        <Row icon={<HandCoins className="size-4" />} title={t('parcel.whoPays')}>
          <p>
            {order.charge_payer === 'receiver'
              ? t('parcel.payerReceiver')
              : t('parcel.payerSender')}
          </p>
        </Row>
      ) : null}
      {order.delivery_instruction ? (
        <Row icon={<MessageSquareText className="size-4" />} title={t('parcel.instruction')}>
          <p className="whitespace-pre-line">{order.delivery_instruction}</p>
        </Row>
      ) : null}
    </>
  );
}
