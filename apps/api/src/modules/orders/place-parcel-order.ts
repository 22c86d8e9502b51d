import { randomBytes } from 'node:crypto';
import type { OrderPlaced } from '@marketplace/contract/orders';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { assertSameRequest } from '../../lib/idempotency';
import type { Caller } from '../auth/caller';
import { lockCartOwner } from '../cart/cart-owner-lock.repository';
import { lockWalletBalance, moveWallet } from '../wallet/wallet-moves.repository';
import { checkoutProblem } from './checkout-problem';
import type { CheckoutContextHeaders, OrdersDeps } from './checkout-request';
import { CheckoutRefusedError } from './checkout-request';
import { publishOrderEvent, runOrderTransaction } from './order-event-queue';
import { answerExisting, paymentLink, toPlaced } from './order-placed';
import {
  forgetExpiredOrderKey,
  insertOrder,
  insertPayment,
  selectOrderByIdempotencyKey,
} from './orders.repository';
import {
  loadParcelReferenceData,
  openParcelCheckout,
  type ParcelBody,
  type ParcelCheckout,
  type ParcelReferenceData,
} from './parcel-checkout';

const WALLET_SHORT_MESSAGE = 'Your wallet balance is not enough for this parcel';

type Keyed = { idempotencyKey: string | null; requestHash: string };

function refuse(parcel: ParcelCheckout, walletBalance: number | null): void {
  const problems = [...parcel.problems];
  if (walletBalance !== null && walletBalance < parcel.fee.total) {
    problems.push(
      checkoutProblem('wallet_insufficient_balance', 'payment_method', WALLET_SHORT_MESSAGE),
    );
  }
  const guestBlocked = problems.find((p) => p.code === 'guest_checkout');
  if (guestBlocked) throw new AppError(403, 'guest_checkout', guestBlocked.message);
  if (problems.length > 0) throw new CheckoutRefusedError(problems);
}

function buildParcelValues(parcel: ParcelCheckout, keyed: Keyed, now: Date) {
  const { body, fee, contact, senderZone } = parcel;
  const receiver = body.receiver_details;
  const paidByWallet = body.payment_method === 'wallet';
  if (!contact || !senderZone) throw new Error('contact and zone checked by refuse');
  return {
    moduleId: parcel.moduleId,
    storeId: null,
    zoneId: senderZone.id,
    orderType: 'parcel' as const,
    status: 'pending' as const,
    paymentMethod: body.payment_method,
    paymentStatus: paidByWallet ? ('paid' as const) : ('unpaid' as const),
    subtotal: 0,
    itemDiscount: 0,
    deliveryFee: fee.deliveryFee,
    tax: fee.tax,
    taxIncluded: fee.taxIncluded,
    total: fee.total,
    walletAmount: paidByWallet ? fee.total : 0,
    distanceMeters: parcel.distanceMeters,
    orderNote: body.order_note,
    deliveryAddress: {
      address: body.address,
      latitude: body.latitude,
      longitude: body.longitude,
      house: body.house,
      floor: body.floor,
      road: body.road,
      additionalInformation: body.additional_information,
      addressType: body.address_type,
    },
    contactPersonName: contact.name,
    contactPersonNumber: contact.number,
    contactPersonEmail: contact.email,
    parcelCategoryId: parcel.category.id,
    chargePayer: body.charge_payer,
    receiverDetails: {
      contactPersonName: receiver.contact_person_name,
      contactPersonNumber: receiver.contact_person_number,
      address: receiver.address,
      latitude: receiver.latitude,
      longitude: receiver.longitude,
      house: receiver.house,
      floor: receiver.floor,
      road: receiver.road,
    },
    deliveryInstruction: body.delivery_instruction ?? null,
    idempotencyKey: keyed.idempotencyKey,
    idempotencyRequestHash: keyed.idempotencyKey ? keyed.requestHash : null,
    statusTimes: { pending: now.toISOString() },
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The one transaction of a parcel's place: under the owner's lock (the same one a store order
 * takes, so a retried key meets its first attempt), look the key up again, re-read and re-price
 * the parcel, lock the wallet when it pays, refuse on any problem, then record the order, the
 * wallet debit or the pending payment. No cart is read or changed: a parcel is never mixed with
 * a cart. The cached module, settings and zones were loaded before the transaction opened.
 */
export async function placeParcelLocked(
  deps: OrdersDeps,
  tx: Database,
  input: { reference: ParcelReferenceData; caller: Caller; body: ParcelBody } & Keyed,
): Promise<OrderPlaced> {
  const { caller, reference } = input;
  const money = createMoneyCodec(reference.settings.digit_after_decimal_point);
  await lockCartOwner(tx, caller);
  if (input.idempotencyKey) {
    const existing = await selectOrderByIdempotencyKey(tx, caller, input.idempotencyKey);
    if (existing) {
      assertSameRequest(existing, input.requestHash);
      return answerExisting(deps, tx, existing, money);
    }
    await forgetExpiredOrderKey(tx, caller, input.idempotencyKey);
  }
  const parcel = await openParcelCheckout(deps, reference, caller, input.body, tx);
  const usesWallet = input.body.payment_method === 'wallet' && caller.kind === 'customer';
  const walletBalance = usesWallet ? await lockWalletBalance(tx, caller.userId) : null;
  refuse(parcel, walletBalance);
  const now = deps.clock.now();
  const order = await insertOrder(tx, caller, buildParcelValues(parcel, input, now));
  if (walletBalance !== null && caller.kind === 'customer') {
    await moveWallet(tx, {
      userId: caller.userId,
      balanceBefore: walletBalance,
      amount: -order.total,
      kind: 'order_payment',
      orderId: order.id,
    });
  }
  let redirect: string | null = null;
  if (order.paymentMethod === 'digital_payment' && order.total > 0) {
    const token = randomBytes(24).toString('base64url');
    await insertPayment(tx, { orderId: order.id, amount: order.total, token });
    redirect = paymentLink(deps.env.PUBLIC_URL, token);
  }
  publishOrderEvent(tx, {
    orderId: order.id,
    status: order.status,
    statusTimes: order.statusTimes as Record<string, string>,
  });
  return toPlaced(order, parcel.money, redirect);
}

/** POST /customer/order/place with order_type parcel, after the key lookup of placeOrder. */
export async function placeParcelOrder(
  deps: OrdersDeps,
  input: { ctx: CheckoutContextHeaders; caller: Caller; body: ParcelBody } & Keyed,
): Promise<OrderPlaced> {
  const { ctx, ...rest } = input;
  const reference = await loadParcelReferenceData(deps, ctx);
  return runOrderTransaction(deps, (tx) => placeParcelLocked(deps, tx, { ...rest, reference }));
}
