import { OrderPlaceBodySchema } from '@marketplace/contract/orders';
import { describe, expect, it } from 'vitest';
import type { Translate } from '@/features/i18n/translate';
import { buildParcelBody, type ParcelChoices } from './parcel-body';
import { EMPTY_PARTY, isPartyComplete, type ParcelParty } from './parcel-party';
import { getParcelPaymentMethods } from './parcel-payment';
import { describeParcelProblem, getParcelSectionMessages } from './parcel-problems';

const sender: ParcelParty = {
  name: ' Ada Sender ',
  phone: '+15550001111',
  address: '1 River Road',
  house: '4',
  floor: '',
  road: ' Main ',
  point: { lat: 40.71, lng: -74.0 },
};
const receiver: ParcelParty = {
  name: 'Bo Receiver',
  phone: '+15550002222',
  address: '9 Hill Street',
  house: '',
  floor: '2',
  road: '',
  point: { lat: 40.73, lng: -73.99 },
};
const choices: ParcelChoices = {
  categoryId: 3,
  sender,
  receiver,
  payer: 'sender',
  instruction: '',
  paymentMethod: 'cash_on_delivery',
};

describe('parcel body: choices and places only, never an amount', () => {
  it('sends the sender as the address fields and the receiver as receiver_details', () => {
    const body = buildParcelBody(choices, 'guest-1');
    expect(body).toEqual({
      order_type: 'parcel',
      payment_method: 'cash_on_delivery',
      parcel_category_id: 3,
      charge_payer: 'sender',
      address: '1 River Road',
      latitude: 40.71,
      longitude: -74.0,
      house: '4',
      floor: null,
      road: 'Main',
      contact_person_name: 'Ada Sender',
      contact_person_number: '+15550001111',
      receiver_details: {
        contact_person_name: 'Bo Receiver',
        contact_person_number: '+15550002222',
        address: '9 Hill Street',
        latitude: 40.73,
        longitude: -73.99,
        house: null,
        floor: '2',
        road: null,
      },
      guest_id: 'guest-1',
    });
    // The contract accepts it as it is.
    expect(OrderPlaceBodySchema.safeParse(body).success).toBe(true);
    expect(JSON.stringify(body)).not.toMatch(/charge"|amount|fee|distance/);
  });

  it('is not asked for until the category and both ends are complete', () => {
    expect(buildParcelBody({ ...choices, categoryId: null }, null)).toBeNull();
    expect(
      buildParcelBody({ ...choices, receiver: { ...receiver, point: null } }, null),
    ).toBeNull();
    expect(buildParcelBody({ ...choices, sender: { ...sender, phone: ' ' } }, null)).toBeNull();
    expect(isPartyComplete(EMPTY_PARTY)).toBe(false);
  });

  it('carries an instruction chosen or typed, at most 500 characters', () => {
    const typed = buildParcelBody({ ...choices, instruction: `  ${'x'.repeat(600)}  ` }, null);
    expect(typed?.delivery_instruction).toHaveLength(500);
    expect(buildParcelBody(choices, null)).not.toHaveProperty('delivery_instruction');
    expect(buildParcelBody(choices, null)).not.toHaveProperty('guest_id');
  });
});

describe('who pays: the receiver pays only by cash', () => {
  const offered = ['cash_on_delivery', 'digital_payment', 'wallet'] as const;

  it('offers the sender every method the zone and the business offer', () => {
    expect(getParcelPaymentMethods(offered, 'sender')).toEqual(offered);
  });

  it('offers the receiver cash on delivery only', () => {
    expect(getParcelPaymentMethods(offered, 'receiver')).toEqual(['cash_on_delivery']);
    expect(getParcelPaymentMethods(['digital_payment'], 'receiver')).toEqual([]);
  });

  it('knows nothing before the pick-up zone is known', () => {
    expect(getParcelPaymentMethods(null, 'receiver')).toBeNull();
  });
});

describe('parcel problems beside the end they are about', () => {
  const t = ((key: string) => key) as Translate;
  const describe = (problem: { message: string }) => problem.message;
  const problems = [
    { code: 'zone', field: 'address', message: 'We do not pick up parcels at this address yet' },
    {
      code: 'zone',
      field: 'receiver_details',
      message: 'We do not deliver parcels to this address yet',
    },
    { code: 'payment_unavailable', field: 'payment_method', message: 'Not offered' },
  ];
  const words = (problem: (typeof problems)[number]) => describeParcelProblem(problem, t, describe);

  it('words a pick-up outside every parcel zone on the sender', () => {
    expect(getParcelSectionMessages(problems, 'sender', words)).toEqual(['parcel.senderOutside']);
  });

  it('words a drop-off outside every parcel zone on the receiver', () => {
    expect(getParcelSectionMessages(problems, 'receiver', words)).toEqual([
      'parcel.receiverOutside',
    ]);
  });

  it('leaves the other problems to the checkout wording', () => {
    expect(getParcelSectionMessages(problems, 'payment', words)).toEqual(['Not offered']);
  });
});
