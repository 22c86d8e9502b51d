import { randomBytes } from 'node:crypto';
import { variationToWire } from '@marketplace/contract/cart-variation-codec';
import {
  CART_EMPTY_MESSAGE,
  type OrderPlaceBody,
  type OrderPlaced,
} from '@marketplace/contract/orders';
import { isPrescriptionMissing } from '@marketplace/domain/checkout/prescription';
import type { Database } from '../../db/client';
import { AppError, ConflictError, ValidationError } from '../../errors/app-error';
import { assertSameRequest, requestHash, runIdempotent } from '../../lib/idempotency';
import { resolveGuestOrCustomer } from '../auth/caller';
import { deleteCartLine } from '../cart/cart.repository';
import { lockCartOwner } from '../cart/cart-owner-lock.repository';
import { loadMoney } from '../catalog/catalog-money';
import { attachPrescriptions } from '../prescriptions/prescriptions.repository';
import { attachUploads } from '../uploads/uploads.service';
import { lockWalletBalance, moveWallet } from '../wallet/wallet-moves.repository';
import type { CheckoutLine } from './checkout-lines';
import { resolveCheckoutLines } from './checkout-lines';
import { type PricedCheckout, priceCheckout } from './checkout-pricing';
import {
  type Checkout,
  type CheckoutContextHeaders,
  CheckoutRefusedError,
  isStoreOrderBody,
  type OrdersDeps,
  openCheckout,
  prescriptionProblem,
  type StoreOrderBody,
} from './checkout-request';
import { loadCouponState } from './coupon-state';
import { publishOrderEvent, runOrderTransaction } from './order-event-queue';
import { answerExisting, paymentLink, toPlaced } from './order-placed';
import { takeStock, tracksStock } from './order-stock';
import {
  forgetExpiredOrderKey,
  insertCouponUsage,
  insertOrder,
  insertOrderLines,
  insertPayment,
  selectOrderByIdempotencyKey,
} from './orders.repository';
import { readParcelFields } from './parcel-checkout';
import { placeParcelOrder } from './place-parcel-order';

export const CART_CHANGED_MESSAGE =
  'Your cart has changed: please review it and place the order again';

/** Lines re-read under the owner's lock must still be of the store the checkout was read for. */
async function relockLines(tx: Database, checkout: Checkout): Promise<CheckoutLine[]> {
  const { lines, problems } = await resolveCheckoutLines(
    tx,
    checkout.caller,
    checkout.view,
    checkout.source,
  );
  if (problems.length > 0) throw new CheckoutRefusedError(problems);
  if (lines.length === 0) throw ValidationError.field('cart', CART_EMPTY_MESSAGE);
  if (lines.some((line) => line.storeId !== checkout.context.store.id)) {
    throw new ConflictError('cart', CART_CHANGED_MESSAGE);
  }
  return lines;
}

function refuseOnProblems(checkout: Checkout, priced: PricedCheckout): void {
  const problems = [...checkout.problems, ...priced.problems];
  const guestBlocked = problems.find((p) => p.code === 'guest_checkout');
  if (guestBlocked) throw new AppError(403, 'guest_checkout', guestBlocked.message);
  if (problems.length > 0) throw new CheckoutRefusedError(problems);
}

function buildOrderValues(
  checkout: Checkout,
  body: StoreOrderBody,
  priced: PricedCheckout,
  extra: { idempotencyKey: string | null; idempotencyRequestHash: string | null; now: Date },
) {
  const { context, choices, contact } = checkout;
  const { breakdown } = priced;
  const isDelivery = choices.orderType === 'delivery';
  const point = context.deliveryPoint;
  if (!contact) throw new Error('contact checked by refuseOnProblems');
  return {
    moduleId: context.store.moduleId,
    storeId: context.store.id,
    zoneId: context.store.zoneId,
    orderType: choices.orderType,
    status: 'pending' as const,
    paymentMethod: choices.paymentMethod,
    paymentStatus: breakdown.otherPart === 0 ? ('paid' as const) : ('unpaid' as const),
    subtotal: breakdown.subtotal,
    itemDiscount: breakdown.itemDiscount,
    couponId: priced.couponId,
    couponCode: priced.couponId === null ? null : choices.couponCode,
    couponDiscount: breakdown.couponDiscount,
    deliveryFee: breakdown.deliveryFee,
    freeDeliveryReason: breakdown.freeDeliveryReason,
    tax: breakdown.tax,
    taxIncluded: breakdown.taxIncluded,
    additionalCharge: breakdown.additionalCharge,
    tips: breakdown.tips,
    total: breakdown.total,
    walletAmount: breakdown.walletPart,
    distanceMeters: isDelivery ? context.distanceMeters : null,
    scheduleAt: choices.scheduleAt,
    orderNote: body.order_note,
    deliveryAddress:
      isDelivery && point
        ? {
            address: choices.address ?? '',
            latitude: point.lat,
            longitude: point.lng,
            house: body.house,
            floor: body.floor,
            road: body.road,
            additionalInformation: body.additional_information,
            addressType: body.address_type,
          }
        : null,
    contactPersonName: contact.name,
    contactPersonNumber: contact.number,
    contactPersonEmail: contact.email,
    idempotencyKey: extra.idempotencyKey,
    idempotencyRequestHash: extra.idempotencyRequestHash,
    statusTimes: { pending: extra.now.toISOString() },
    createdAt: extra.now,
    updatedAt: extra.now,
  };
}

function toOrderLine(line: CheckoutLine) {
  return {
    itemId: line.itemId,
    model: line.model,
    name: line.name,
    image: line.image,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discount: line.discountAmount,
    price: line.total,
    variation: variationToWire(line.variation),
    variationType: line.variationType,
    addOns: line.addOns,
  };
}

type PlaceInput = { body: OrderPlaceBody; idempotencyKey: string | null };
type StorePlaceInput = { body: StoreOrderBody; idempotencyKey: string | null };
type KeyedInput = StorePlaceInput & { requestHash: string };

/**
 * The one transaction of a place: under the owner's lock, re-read the lines; lock the items in id
 * order and take their stock; lock the coupon and count its uses; lock the wallet; price with
 * what the locks guarantee; refuse on any problem (everything rolls back); record the order, its
 * line snapshots, its prescription images (taken by a conditional update), the coupon use, the wallet debit and the pending payment; empty the cart lines
 * ordered.
 */
async function placeLocked(
  deps: OrdersDeps,
  tx: Database,
  checkout: Checkout,
  input: KeyedInput,
): Promise<OrderPlaced> {
  const { caller, view, choices } = checkout;
  const money = view.money;
  await lockCartOwner(tx, caller);
  if (input.idempotencyKey) {
    const existing = await selectOrderByIdempotencyKey(tx, caller, input.idempotencyKey);
    if (existing) {
      assertSameRequest(existing, input.requestHash);
      return answerExisting(deps, tx, existing, money);
    }
    await forgetExpiredOrderKey(tx, caller, input.idempotencyKey);
  }
  const lines = await relockLines(tx, checkout);
  if (tracksStock(view.scope.moduleType)) {
    await takeStock(tx, lines);
  }
  const coupon = await loadCouponState(tx, caller, choices.couponCode, { lock: true });
  const usesWallet = choices.paymentMethod === 'wallet' || choices.partial;
  const walletBalance =
    caller.kind === 'customer' && usesWallet ? await lockWalletBalance(tx, caller.userId) : 0;
  const now = deps.clock.now();
  const priced = priceCheckout({ ...checkout, lines, coupon, walletBalance, now: view.scope.now });
  refuseOnProblems(checkout, priced);

  const order = await insertOrder(
    tx,
    caller,
    buildOrderValues(checkout, input.body, priced, {
      idempotencyKey: input.idempotencyKey,
      idempotencyRequestHash: input.idempotencyKey ? input.requestHash : null,
      now,
    }),
  );
  await insertOrderLines(tx, order.id, lines.map(toOrderLine));
  // The uploads first, as the sweep locks them (then their prescriptions): one of the two waits.
  await attachUploads(tx, checkout.attachmentIds);
  const prescriptions = await attachPrescriptions(tx, caller, checkout.attachmentIds, order.id);
  if (isPrescriptionMissing(lines, prescriptions.length)) {
    // Another place took the image between the read and this lock: ask for it again.
    throw new CheckoutRefusedError([prescriptionProblem()]);
  }
  if (priced.couponId !== null) {
    await insertCouponUsage(tx, { couponId: priced.couponId, owner: caller, orderId: order.id });
  }
  const { walletPart, otherPart } = priced.breakdown;
  if (caller.kind === 'customer' && walletPart > 0) {
    await moveWallet(tx, {
      userId: caller.userId,
      balanceBefore: walletBalance,
      amount: -walletPart,
      kind: 'order_payment',
      orderId: order.id,
    });
  }
  let redirect: string | null = null;
  if (choices.paymentMethod === 'digital_payment' && otherPart > 0) {
    const token = randomBytes(24).toString('base64url');
    await insertPayment(tx, { orderId: order.id, amount: otherPart, token });
    redirect = paymentLink(deps.env.PUBLIC_URL, token);
  }
  for (const line of lines) {
    if (line.cartLineId !== null) await deleteCartLine(tx, caller, line.cartLineId);
  }
  publishOrderEvent(tx, {
    orderId: order.id,
    status: order.status,
    statusTimes: order.statusTimes as Record<string, string>,
  });
  return toPlaced(order, money, redirect);
}

/**
 * POST /customer/order/place. Everything is checked and priced by the server; the answer is
 * `{message, order_id, total_amount, status, created_at, redirect_link?}`. With an
 * Idempotency-Key, the key is looked up before the checkout is read: a retry of the same body by
 * the same owner within 24 hours answers the same order (even though its cart is now empty), the
 * same key with another body is a 422 (lib/idempotency.ts).
 */
export async function placeOrder(
  deps: OrdersDeps,
  ctx: CheckoutContextHeaders,
  input: PlaceInput,
): Promise<OrderPlaced> {
  const key = input.idempotencyKey;
  const hash = requestHash(input.body);
  if (!isStoreOrderBody(input.body)) {
    const body = readParcelFields(input.body);
    const caller = await resolveGuestOrCustomer(deps, ctx);
    return runIdempotent({
      key,
      hash,
      find: async () => (key ? selectOrderByIdempotencyKey(deps.db, caller, key) : null),
      answer: async (order) => answerExisting(deps, deps.db, order, await loadMoney(deps)),
      run: () =>
        placeParcelOrder(deps, { ctx, caller, body, idempotencyKey: key, requestHash: hash }),
    });
  }
  const keyed: KeyedInput = { body: input.body, idempotencyKey: key, requestHash: hash };
  const owner = key ? await resolveGuestOrCustomer(deps, ctx) : null;
  const find = async () => (owner && key ? selectOrderByIdempotencyKey(deps.db, owner, key) : null);
  return runIdempotent({
    key,
    hash: keyed.requestHash,
    find,
    answer: async (order) => answerExisting(deps, deps.db, order, await loadMoney(deps)),
    run: async () => {
      const checkout = await openCheckout(deps, ctx, keyed.body);
      return runOrderTransaction(deps, (tx) => placeLocked(deps, tx, checkout, keyed));
    },
  });
}
