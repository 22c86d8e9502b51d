import type { CartVariation } from '@marketplace/contract/cart';
import {
  FREE_DELIVERY_REASONS,
  type Order,
  type OrderDetail,
  type OrderTrack,
} from '@marketplace/contract/orders';
import { isRunning, ORDER_STATUSES } from '@marketplace/domain/orders/order-status';
import type { orderLines } from '../../db/schema/orders';
import { buildMediaUrl } from '../../lib/media-url';
import type { Money } from '../catalog/catalog-money';
import type { OrderWithStore } from './orders.repository';

type FreeDeliveryReason = (typeof FREE_DELIVERY_REASONS)[number];

function toFreeDeliveryReason(value: string | null): FreeDeliveryReason | null {
  return (FREE_DELIVERY_REASONS as readonly string[]).includes(value ?? '')
    ? (value as FreeDeliveryReason)
    : null;
}

/** A stored order as the wire's Order (major units, absolute image URLs). */
export function toOrder(row: OrderWithStore, money: Money, publicUrl: string): Order {
  const { order, store, parcelCategory } = row;
  const address = order.deliveryAddress;
  const receiver = order.receiverDetails;
  return {
    id: order.id,
    reference: order.reference,
    module_id: order.moduleId,
    store_id: order.storeId,
    zone_id: order.zoneId,
    order_status: order.status,
    is_running: isRunning(order.status),
    order_type: order.orderType,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    order_amount: money.toWire(order.total),
    subtotal: money.toWire(order.subtotal),
    item_discount: money.toWire(order.itemDiscount),
    coupon_code: order.couponCode,
    coupon_discount_amount: money.toWire(order.couponDiscount),
    delivery_charge: money.toWire(order.deliveryFee),
    free_delivery_reason: toFreeDeliveryReason(order.freeDeliveryReason),
    total_tax_amount: money.toWire(order.tax),
    tax_status: order.taxIncluded ? 'included' : 'excluded',
    additional_charge: money.toWire(order.additionalCharge),
    dm_tips: money.toWire(order.tips),
    partially_paid_amount: money.toWire(order.walletAmount),
    distance: order.distanceMeters,
    schedule_at: order.scheduleAt?.toISOString() ?? null,
    scheduled: order.scheduleAt ? 1 : 0,
    order_note: order.orderNote,
    cancellation_reason: order.cancellationReason,
    delivery_address: address
      ? {
          address: address.address,
          address_type: address.addressType,
          latitude: address.latitude,
          longitude: address.longitude,
          house: address.house,
          floor: address.floor,
          road: address.road,
          additional_information: address.additionalInformation,
          contact_person_name: order.contactPersonName,
          contact_person_number: order.contactPersonNumber,
          contact_person_email: order.contactPersonEmail,
        }
      : null,
    status_times: order.statusTimes as Record<string, string>,
    details_count: row.detailsCount,
    store: store
      ? {
          id: store.id,
          name: store.name,
          logo_full_url: buildMediaUrl(publicUrl, store.logo),
          address: store.address,
          phone: store.phone,
          latitude: store.latitude,
          longitude: store.longitude,
        }
      : null,
    time_zone: row.timeZone,
    parcel_category: parcelCategory
      ? {
          id: parcelCategory.id,
          name: parcelCategory.name,
          image_full_url: buildMediaUrl(publicUrl, parcelCategory.image),
        }
      : null,
    receiver_details: receiver
      ? {
          contact_person_name: receiver.contactPersonName,
          contact_person_number: receiver.contactPersonNumber,
          address: receiver.address,
          latitude: receiver.latitude,
          longitude: receiver.longitude,
          house: receiver.house,
          floor: receiver.floor,
          road: receiver.road,
        }
      : null,
    charge_payer: order.chargePayer,
    delivery_instruction: order.deliveryInstruction,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

/** The order with each status's legacy top-level timestamp field (null until reached). */
export function toOrderTrack(
  row: OrderWithStore,
  money: Money,
  publicUrl: string,
  attachmentUrls: string[] = [],
): OrderTrack {
  const times = row.order.statusTimes;
  const fields = Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, times[status] ?? null]),
  );
  return {
    ...toOrder(row, money, publicUrl),
    ...fields,
    order_attachment_full_url: attachmentUrls,
  } as OrderTrack;
}

export function toOrderDetail(
  line: typeof orderLines.$inferSelect,
  money: Money,
  publicUrl: string,
): OrderDetail {
  return {
    id: line.id,
    order_id: line.orderId,
    item_id: line.itemId,
    item_type: line.model,
    name: line.name,
    image_full_url: buildMediaUrl(publicUrl, line.image),
    quantity: line.quantity,
    unit_price: money.toWire(line.unitPrice),
    discount_on_item: money.toWire(line.discount),
    price: money.toWire(line.price),
    variation: line.variation as CartVariation,
    add_ons: line.addOns.map((addOn) => ({ ...addOn, price: money.toWire(addOn.price) })),
  };
}
