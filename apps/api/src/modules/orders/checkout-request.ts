import type { CheckoutProblem } from '@marketplace/contract/checkout-problems';
import {
  BUY_NOW_LINE_REQUIRED_MESSAGE,
  CAMPAIGN_NEEDS_CUSTOMER_MESSAGE,
  CART_EMPTY_MESSAGE,
  type OrderPlaceBody,
} from '@marketplace/contract/orders';
import { PRESCRIPTION_REQUIRED_MESSAGE } from '@marketplace/contract/prescription-fields';
import type { OrderType } from '@marketplace/domain/checkout/order-type';
import { isPrescriptionMissing } from '@marketplace/domain/checkout/prescription';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import { normalizePhone } from '@marketplace/domain/validation/phone';
import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { AppError, ValidationError } from '../../errors/app-error';
import type { RequestContext } from '../../plugins/parse-request-context';
import { type Caller, resolveCustomer, resolveGuestOrCustomer } from '../auth/caller';
import { resolveCatalogScope } from '../catalog/catalog-scope';
import { type CatalogView, loadCatalogView } from '../catalog/catalog-view';
import type { MapsProvider } from '../geo/maps-provider';
import { selectFreePrescriptionIds } from '../prescriptions/prescriptions.repository';
import { getBusinessSettings } from '../settings/settings.cache';
import { selectContactDefaults } from './checkout.repository';
import { type CheckoutContext, loadCheckoutContext } from './checkout-context';
import { type CheckoutLine, type LineSource, resolveCheckoutLines } from './checkout-lines';
import { checkoutProblem, fixedProblem } from './checkout-problem';
import type { CheckoutChoices } from './checkout-rules';

export type OrdersDeps = AppDeps & { maps: MapsProvider };

/** A store order's place body (order_type delivery or take_away; a parcel goes to parcel/). */
export type StoreOrderBody = OrderPlaceBody & { order_type: OrderType };

export function isStoreOrderBody(body: OrderPlaceBody): body is StoreOrderBody {
  return body.order_type !== 'parcel';
}

export type CheckoutContextHeaders = Pick<
  RequestContext,
  'moduleId' | 'zoneIds' | 'locale' | 'position' | 'bearerToken' | 'guestId'
>;

export type Contact = { name: string; number: string; email: string | null };

/** Everything quote and place read before touching money: validated, priced by neither yet. */
export type Checkout = {
  caller: Caller;
  view: CatalogView;
  source: LineSource;
  choices: CheckoutChoices;
  lines: CheckoutLine[];
  context: CheckoutContext;
  contact: Contact | null;
  /** Line and contact problems; pricing adds the rest. */
  problems: CheckoutProblem[];
  /** The caller's own prescription images named in order_attachment that no order holds yet. */
  attachmentIds: string[];
};

/**
 * The place refused: 422 with one entry per problem, `code` = the field to change (API-CONTRACT
 * "Every request"); the quote for the same body lists the problems under their own codes. A
 * guest while guest checkout is off is a 403 instead.
 */
export class CheckoutRefusedError extends ValidationError {
  constructor(readonly problems: CheckoutProblem[]) {
    super(problems.map((p) => ({ code: p.field, message: p.message })));
  }
}

export class CampaignNeedsCustomerError extends AppError {
  constructor() {
    super(403, 'campaign', CAMPAIGN_NEEDS_CUSTOMER_MESSAGE);
  }
}

/** Buy Now and campaign orders carry their one line; the page cart uses the server's cart. */
function toLineSource(body: StoreOrderBody): LineSource {
  const [line] = body.cart ?? [];
  const direct = body.is_buy_now || line?.model === 'ItemCampaign';
  if (!direct) return { kind: 'cart' };
  if (!line) throw ValidationError.field('cart', BUY_NOW_LINE_REQUIRED_MESSAGE);
  return { kind: 'direct', line };
}

/** A campaign item's Order Now needs a signed-in customer (spec 01 §4): 401, or 403 for a guest. */
async function resolveCaller(
  deps: Pick<AppDeps, 'db' | 'knownGuests'>,
  ctx: CheckoutContextHeaders,
  source: LineSource,
) {
  const isCampaign = source.kind === 'direct' && source.line.model === 'ItemCampaign';
  if (isCampaign && !ctx.bearerToken && ctx.guestId) throw new CampaignNeedsCustomerError();
  return isCampaign ? resolveCustomer(deps.db, ctx) : resolveGuestOrCustomer(deps, ctx);
}

function toChoices(body: StoreOrderBody, digits: number): CheckoutChoices {
  return {
    orderType: body.order_type,
    paymentMethod: body.payment_method,
    partial: body.partial_payment,
    scheduleAt: body.schedule_at ? new Date(body.schedule_at) : null,
    couponCode: body.coupon_code,
    tips: createMoneyCodec(digits).fromWire(body.dm_tips),
    address: body.address,
  };
}

/**
 * The contact on the order: a guest sends theirs (required, spec 01 §4 "Guest contact form");
 * a customer's defaults to their profile. Numbers are kept normalised ('+' and digits), the form
 * the track page's contact number is compared in.
 */
export async function resolveContact(db: Database, caller: Caller, body: OrderPlaceBody) {
  let name = body.contact_person_name ?? null;
  let number = body.contact_person_number ?? null;
  let email = body.contact_person_email ?? null;
  if (caller.kind === 'customer' && (name === null || number === null)) {
    const user = await selectContactDefaults(db, caller.userId);
    name ??= user ? `${user.fName} ${user.lName}`.trim() || null : null;
    number ??= user?.phone ?? null;
    email ??= user?.email ?? null;
  }
  const problems: CheckoutProblem[] = [];
  if (!name) problems.push(fixedProblem('contact_person_name', 'contact_person_name'));
  if (!number) problems.push(fixedProblem('contact_person_number', 'contact_person_number'));
  const contact = name && number ? { name, number: normalizePhone(number), email } : null;
  return { contact, problems };
}

/** Spec 02 §8: a prescription item needs its image (`order_attachment`). */
export function prescriptionProblem(): CheckoutProblem {
  return checkoutProblem(
    'prescription_required',
    'order_attachment',
    PRESCRIPTION_REQUIRED_MESSAGE,
  );
}

/** The one store of the lines; the body's store_id, when sent, must be it. */
function findStoreId(lines: readonly CheckoutLine[], body: StoreOrderBody): number {
  const storeIds = [...new Set(lines.map((line) => line.storeId))];
  const [storeId] = storeIds;
  if (storeId === undefined || storeIds.length > 1) {
    throw ValidationError.field('cart', 'The items must all be from one store');
  }
  if (body.store_id != null && body.store_id !== storeId) {
    throw ValidationError.field('store_id', 'store_id is not the store of the items');
  }
  return storeId;
}

/**
 * Reads and checks a checkout (quote or place): who calls, the lines re-validated and priced
 * from the items as they are now, the store with its zone and rates, the server's distance.
 * 422 when nothing can be priced (empty cart, every line unavailable); other problems are
 * returned for pricing to add to.
 */
export async function openCheckout(
  deps: OrdersDeps,
  ctx: CheckoutContextHeaders,
  body: StoreOrderBody,
): Promise<Checkout> {
  const { db } = deps;
  const source = toLineSource(body);
  const caller = await resolveCaller(deps, ctx, source);
  const scope = await resolveCatalogScope(deps, ctx);
  const view = await loadCatalogView(deps, scope);
  const settings = await getBusinessSettings(deps);
  const choices = toChoices(body, settings.digit_after_decimal_point);
  const resolved = await resolveCheckoutLines(db, caller, view, source);
  if (resolved.lines.length === 0) {
    if (resolved.problems.length > 0) throw new CheckoutRefusedError(resolved.problems);
    throw ValidationError.field('cart', CART_EMPTY_MESSAGE);
  }
  const storeId = findStoreId(resolved.lines, body);
  const point =
    choices.orderType === 'delivery' && body.latitude != null && body.longitude != null
      ? { lat: body.latitude, lng: body.longitude }
      : null;
  const context = await loadCheckoutContext(deps, { storeId, deliveryPoint: point });
  if (!context) throw ValidationError.field('cart', CART_EMPTY_MESSAGE);
  const { contact, problems: contactProblems } = await resolveContact(db, caller, body);
  const attachmentIds = await selectFreePrescriptionIds(db, caller, body.order_attachment);
  const prescriptionProblems = isPrescriptionMissing(resolved.lines, attachmentIds.length)
    ? [prescriptionProblem()]
    : [];
  return {
    caller,
    view,
    source,
    choices,
    lines: resolved.lines,
    context,
    contact,
    problems: [...resolved.problems, ...contactProblems, ...prescriptionProblems],
    attachmentIds,
  };
}
