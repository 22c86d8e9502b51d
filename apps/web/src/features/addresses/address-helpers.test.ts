import * as contract from '@marketplace/contract/addresses';
import { describe, expect, it } from 'vitest';
import { en } from '@/features/i18n/messages/en';
import { fr } from '@/features/i18n/messages/fr';
import { createTranslator } from '@/features/i18n/translate';
import { ApiError } from '@/lib/api-client';
import { splitAddressErrors } from './address-errors';
import { formatAddressDetails, getAddressTitle } from './address-format';
import { translateAddressMessage } from './address-messages';
import { getNextAddressPage } from './address-paging';
import { parseCoordinate } from './coordinates';

const t = createTranslator(en);

describe('getAddressTitle / formatAddressDetails', () => {
  it('names the type, the custom label of other, or the Selected Address', () => {
    expect(getAddressTitle({ address_type: 'home', address_label: 'home' }, t)).toBe('Home');
    expect(getAddressTitle({ address_type: 'office', address_label: null }, t)).toBe('Office');
    expect(getAddressTitle({ address_type: 'other', address_label: 'Gym' }, t)).toBe('Gym');
    expect(getAddressTitle({ address_type: 'other', address_label: null }, t)).toBe('Other');
    expect(getAddressTitle({ address_type: 'selected', address_label: null }, t)).toBe(
      'Selected Address',
    );
  });

  it('lists only the details that were given', () => {
    expect(formatAddressDetails({ house: '4B', floor: null, road: 'Main' }, t)).toBe(
      'House 4B · Road Main',
    );
    expect(formatAddressDetails({ house: null, floor: null, road: null }, t)).toBe('');
  });
});

describe('translateAddressMessage', () => {
  it("shows the contract's messages in the current language", () => {
    const french = createTranslator(fr);
    for (const text of [
      contract.ADDRESS_REQUIRED,
      contract.CONTACT_NAME_REQUIRED,
      contract.CONTACT_NUMBER_REQUIRED,
      contract.CONTACT_NUMBER_INVALID,
      contract.ADDRESS_OUTSIDE_ZONES_MESSAGE,
    ]) {
      expect(translateAddressMessage(text, t)).toBe(text);
      expect(translateAddressMessage(text, french)).not.toBe(text);
    }
    expect(translateAddressMessage('Something else', french)).toBe('Something else');
    expect(translateAddressMessage(undefined, t)).toBeNull();
  });
});

describe('splitAddressErrors', () => {
  it('puts field messages under fields, point messages under the map, the rest in a toast', () => {
    const error = new ApiError(422, [
      { code: 'address', message: 'Address is required' },
      { code: 'coordinates', message: 'Service not available in this area' },
      { code: 'guest_id', message: 'bad guest' },
    ]);
    expect(splitAddressErrors(error)).toEqual({
      fields: { address: 'Address is required' },
      point: 'Service not available in this area',
      other: ['bad guest'],
    });
  });

  it("reads get-zone-id's 404 as a point message, even without words", () => {
    expect(splitAddressErrors(new ApiError(404, [{ code: 'coordinates', message: '' }]))).toEqual({
      fields: {},
      point: '',
      other: [],
    });
  });

  it('leaves other failures to the toast', () => {
    const notFound = new ApiError(404, [{ code: 'address', message: 'Address not found' }]);
    expect(splitAddressErrors(notFound).other).toEqual(['Address not found']);
    expect(splitAddressErrors(new Error('boom'))).toEqual({ fields: {}, point: null, other: [] });
  });
});

describe('getNextAddressPage', () => {
  it('asks for the next page until every address is loaded', () => {
    expect(getNextAddressPage({ total_size: 45, limit: 20, offset: 1 })).toBe(2);
    expect(getNextAddressPage({ total_size: 45, limit: 20, offset: 3 })).toBeUndefined();
    expect(getNextAddressPage({ total_size: 0, limit: 20, offset: 1 })).toBeUndefined();
  });
});

describe('parseCoordinate', () => {
  it('reads decimals with a dot or a comma within range', () => {
    expect(parseCoordinate(' 23,5 ', 90)).toBe(23.5);
    expect(parseCoordinate('-180', 180)).toBe(-180);
    expect(parseCoordinate('91', 90)).toBeNull();
    expect(parseCoordinate('', 90)).toBeNull();
    expect(parseCoordinate('1e3', 180)).toBeNull();
  });
});
