import type { PaymentMethod } from '@marketplace/contract/orders';
import type { PrescriptionAttachment } from '@marketplace/contract/prescriptions';
import type { OrderType } from '@marketplace/domain/checkout/order-type';
import { MAX_PRESCRIPTION_IMAGES } from '@marketplace/domain/checkout/prescription';

/** What the customer chose on the checkout page (amounts in major units, as typed). */
export type CheckoutChoices = {
  orderType: OrderType;
  /** A slot's instant (ISO 8601), or null for "as soon as possible". */
  scheduleAt: string | null;
  tips: number;
  /** The coupon the customer applied (kept only while the server accepts it). */
  couponCode: string | null;
  paymentMethod: PaymentMethod | null;
  partial: boolean;
  note: string;
  termsAccepted: boolean;
  /** Prescription images uploaded for this checkout (sent by id as order_attachment). */
  prescriptions: PrescriptionAttachment[];
};

export const INITIAL_CHOICES: CheckoutChoices = {
  orderType: 'delivery',
  scheduleAt: null,
  tips: 0,
  couponCode: null,
  paymentMethod: null,
  partial: false,
  note: '',
  termsAccepted: false,
  prescriptions: [],
};

export type ChoiceAction =
  | { type: 'orderType'; value: OrderType }
  | { type: 'schedule'; value: string | null }
  | { type: 'tips'; value: number }
  | { type: 'coupon'; value: string | null }
  | { type: 'payment'; value: PaymentMethod | null }
  | { type: 'partial'; value: boolean }
  | { type: 'note'; value: string }
  | { type: 'terms'; value: boolean }
  | { type: 'addPrescriptions'; value: PrescriptionAttachment[] }
  | { type: 'removePrescription'; value: string };

/**
 * One change at a time. Take-away has no delivery man, so it drops the tip; paying everything
 * from the wallet is not a partial payment.
 */
export function reduceChoices(state: CheckoutChoices, action: ChoiceAction): CheckoutChoices {
  switch (action.type) {
    case 'orderType':
      return {
        ...state,
        orderType: action.value,
        tips: action.value === 'take_away' ? 0 : state.tips,
      };
    case 'schedule':
      return { ...state, scheduleAt: action.value };
    case 'tips':
      return { ...state, tips: Math.max(0, action.value) };
    case 'coupon':
      return { ...state, couponCode: action.value };
    case 'payment':
      return {
        ...state,
        paymentMethod: action.value,
        partial: action.value === 'wallet' ? false : state.partial,
      };
    case 'partial':
      return { ...state, partial: action.value };
    case 'note':
      return { ...state, note: action.value.slice(0, 1000) };
    case 'terms':
      return { ...state, termsAccepted: action.value };
    case 'addPrescriptions':
      return {
        ...state,
        prescriptions: [...state.prescriptions, ...action.value].slice(0, MAX_PRESCRIPTION_IMAGES),
      };
    case 'removePrescription':
      return {
        ...state,
        prescriptions: state.prescriptions.filter((image) => image.id !== action.value),
      };
  }
}

/** Keeps the current order type while it is offered, else the first offered one. */
export function pickOrderType(current: OrderType, options: readonly OrderType[]): OrderType {
  return options.includes(current) ? current : (options[0] ?? current);
}

/** Keeps the chosen method while it is offered, else the first one (null: none is offered). */
export function pickPaymentMethod(
  current: PaymentMethod | null,
  methods: readonly PaymentMethod[],
): PaymentMethod | null {
  return current !== null && methods.includes(current) ? current : (methods[0] ?? null);
}
