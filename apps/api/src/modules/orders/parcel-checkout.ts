import type { CheckoutProblem } from '@marketplace/contract/checkout-problems';
import type { OrderPlaceBody } from '@marketplace/contract/orders';
import {
  PARCEL_CATEGORY_NOT_FOUND_MESSAGE,
  PARCEL_CATEGORY_REQUIRED_MESSAGE,
  PARCEL_MODULE_REQUIRED_MESSAGE,
  PARCEL_RECEIVER_OUTSIDE_MESSAGE,
  PARCEL_RECEIVER_PAYS_CASH_MESSAGE,
  PARCEL_RECEIVER_REQUIRED_MESSAGE,
  PARCEL_SENDER_ADDRESS_REQUIRED_MESSAGE,
  PARCEL_SENDER_OUTSIDE_MESSAGE,
  type ParcelChargePayer,
  type ParcelReceiver,
} from '@marketplace/contract/parcel-order';
import { findPaymentMethodProblem } from '@marketplace/domain/checkout/payment-method';
import { toHundredthsOfPercent } from '@marketplace/domain/checkout/percent';
import { type SurgeRule, toSurgeCharge } from '@marketplace/domain/checkout/surge-price';
import { isPointInPolygon, type LatLng } from '@marketplace/domain/geo/point-in-polygon';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import { calculateParcelFee, type ParcelFee } from '@marketplace/domain/parcel/parcel-fee';
import { isParcelPaymentAllowed } from '@marketplace/domain/parcel/parcel-payer';
import { findParcelSurge } from '@marketplace/domain/parcel/parcel-surge';
import { getZonedDateTime } from '@marketplace/domain/time/zoned-clock';
import type { BusinessSettings } from '../../db/business-settings';
import type { Database } from '../../db/client';
import { type FieldError, ValidationError } from '../../errors/app-error';
import type { Caller } from '../auth/caller';
import type { Money } from '../catalog/catalog-money';
import { resolveCatalogScope } from '../catalog/catalog-scope';
import { selectOrderableParcelCategory } from '../parcel/parcel-order.repository';
import { getBusinessSettings } from '../settings/settings.cache';
import { selectZoneSurgeRules } from '../surge/surge-prices.repository';
import { getActiveZones, type ZoneRecord } from '../zones/zones.cache';
import { checkoutProblem, fixedProblem } from './checkout-problem';
import {
  type CheckoutContextHeaders,
  type Contact,
  type OrdersDeps,
  resolveContact,
} from './checkout-request';
import { toPaymentInput } from './checkout-rules';

/** The place body of a parcel, its parcel fields present (checked by readParcelFields). */
export type ParcelBody = OrderPlaceBody & {
  order_type: 'parcel';
  parcel_category_id: number;
  receiver_details: ParcelReceiver;
  charge_payer: ParcelChargePayer;
  address: string;
  latitude: number;
  longitude: number;
};

/** Everything a parcel's quote and place read, with the server's fee. */
export type ParcelCheckout = {
  caller: Caller;
  body: ParcelBody;
  settings: BusinessSettings;
  money: Money;
  moduleId: number;
  category: { id: number; name: string };
  /** The zone of the pickup point that serves parcels (null outside every such zone). */
  senderZone: ZoneRecord | null;
  contact: Contact | null;
  distanceMeters: number;
  fee: ParcelFee;
  /** The pickup zone's surge priced into the fee, for its note; null when none runs. */
  surge: SurgeRule | null;
  problems: CheckoutProblem[];
};

/** 422 per missing parcel field: the body schema leaves them optional for store orders. */
export function readParcelFields(body: OrderPlaceBody): ParcelBody {
  const missing: FieldError[] = [];
  if (body.parcel_category_id == null) {
    missing.push({ code: 'parcel_category_id', message: PARCEL_CATEGORY_REQUIRED_MESSAGE });
  }
  if (!body.receiver_details) {
    missing.push({ code: 'receiver_details', message: PARCEL_RECEIVER_REQUIRED_MESSAGE });
  }
  for (const field of ['address', 'latitude', 'longitude'] as const) {
    if (body[field] == null) {
      missing.push({ code: field, message: PARCEL_SENDER_ADDRESS_REQUIRED_MESSAGE });
    }
  }
  if (missing.length > 0) throw new ValidationError(missing);
  return { ...body, charge_payer: body.charge_payer ?? 'sender' } as ParcelBody;
}

/** The active zones that contain the point and whose parcel module delivers there. */
function findParcelZone(zones: ZoneRecord[], moduleId: number, point: LatLng) {
  return (
    zones.find(
      (zone) =>
        zone.moduleRates.some((rate) => rate.moduleId === moduleId) &&
        isPointInPolygon(point, zone.polygon),
    ) ?? null
  );
}

function findPaymentProblems(
  body: ParcelBody,
  settings: BusinessSettings,
  zone: ZoneRecord | null,
  caller: Caller,
): CheckoutProblem[] {
  const method = body.payment_method;
  if (!isParcelPaymentAllowed(body.charge_payer, method)) {
    return [
      checkoutProblem('payment_unavailable', 'payment_method', PARCEL_RECEIVER_PAYS_CASH_MESSAGE),
    ];
  }
  const problem = findPaymentMethodProblem(method, toPaymentInput({ settings, zone }, caller));
  const problems = problem ? [fixedProblem(problem, 'payment_method')] : [];
  if (body.partial_payment) problems.push(fixedProblem('partial_unavailable', 'partial_payment'));
  return problems;
}

/**
 * What a parcel reads from the caches: the parcel module (the moduleId header), the business
 * settings and the active zones. Loaded before a place's transaction opens, so the cache loaders
 * run on the pool and never on the transaction's one connection.
 */
export type ParcelReferenceData = {
  moduleId: number;
  settings: BusinessSettings;
  zones: ZoneRecord[];
};

export async function loadParcelReferenceData(
  deps: OrdersDeps,
  ctx: CheckoutContextHeaders,
): Promise<ParcelReferenceData> {
  const scope = await resolveCatalogScope(deps, ctx);
  if (scope.moduleType !== 'parcel') {
    throw ValidationError.field('moduleId', PARCEL_MODULE_REQUIRED_MESSAGE);
  }
  const settings = await getBusinessSettings(deps);
  const zones = await getActiveZones(deps);
  return { moduleId: scope.moduleId, settings, zones };
}

/**
 * Reads and checks a parcel (quote or place): an active category of the parcel module, the
 * pickup and drop-off points each inside a zone that serves parcels, the distance between them
 * from the maps provider, and the fee from the domain's parcel rules with the pickup zone's rates,
 * surcharge and running surge and the business's parcel tax. Nothing is read from the client but choices;
 * problems are returned for the quote to list and the place to refuse on. `db` is the place's
 * transaction (its queries run one after the other: one connection runs one query at a time).
 */
export async function openParcelCheckout(
  deps: OrdersDeps,
  reference: ParcelReferenceData,
  caller: Caller,
  body: ParcelBody,
  db: Database = deps.db,
): Promise<ParcelCheckout> {
  const { moduleId, settings, zones } = reference;
  const category = await selectOrderableParcelCategory(db, moduleId, body.parcel_category_id);
  if (!category) {
    throw ValidationError.field('parcel_category_id', PARCEL_CATEGORY_NOT_FOUND_MESSAGE);
  }
  const sender = { lat: body.latitude, lng: body.longitude };
  const receiver = { lat: body.receiver_details.latitude, lng: body.receiver_details.longitude };
  const senderZone = findParcelZone(zones, moduleId, sender);
  const receiverZone = findParcelZone(zones, moduleId, receiver);
  const route = await deps.maps.estimateRoute(sender, receiver);
  const distanceMeters = Math.round(route.distanceMeters);
  const rates = senderZone?.moduleRates.find((rate) => rate.moduleId === moduleId);
  const feeInput = {
    distanceMeters,
    category: {
      perKmCharge: category.perKmShippingCharge,
      minimumCharge: category.minimumShippingCharge,
    },
    zoneRates: {
      perKmCharge: rates?.perKmShippingCharge ?? 0,
      minimumCharge: rates?.minimumShippingCharge ?? 0,
      maximumCharge: rates?.maximumShippingCharge ?? null,
    },
  };
  // Decision 0040: the pickup zone's surge running now, on the business's clock (a parcel has
  // no store, and its times are shown on that clock).
  const surgeRules = senderZone ? await selectZoneSurgeRules(db, senderZone.id) : [];
  const at = getZonedDateTime(deps.clock.now(), settings.time_zone);
  const surge = findParcelSurge(surgeRules, moduleId, at, feeInput);
  const fee = calculateParcelFee({
    ...feeInput,
    zoneSurcharge: {
      status: senderZone?.increasedDeliveryFeeStatus === 1,
      rate: toHundredthsOfPercent(senderZone?.increasedDeliveryFee ?? 0),
    },
    surge: surge ? toSurgeCharge(surge) : null,
    tax: {
      rate: toHundredthsOfPercent(settings.parcel_tax),
      included: settings.tax_included === 1,
    },
  });
  const { contact, problems: contactProblems } = await resolveContact(db, caller, body);
  const problems: CheckoutProblem[] = [
    ...(caller.kind === 'guest' && settings.guest_checkout_status !== 1
      ? [fixedProblem('guest_checkout', 'guest_id')]
      : []),
    ...contactProblems,
    ...(senderZone ? [] : [checkoutProblem('zone', 'address', PARCEL_SENDER_OUTSIDE_MESSAGE)]),
    ...(receiverZone
      ? []
      : [checkoutProblem('zone', 'receiver_details', PARCEL_RECEIVER_OUTSIDE_MESSAGE)]),
    ...findPaymentProblems(body, settings, senderZone, caller),
  ];
  return {
    caller,
    body,
    settings,
    money: createMoneyCodec(settings.digit_after_decimal_point),
    moduleId,
    category: { id: category.id, name: category.name },
    senderZone,
    contact,
    distanceMeters,
    fee,
    surge,
    problems,
  };
}
