// The contract's endpoint entries for the bench scripts: they build request paths with apiPath
// from the same entries the API registers, instead of writing paths a third time. The entries
// are TypeScript source; tsx's loader reads them from these plain Node scripts.
import { tsImport } from 'tsx/esm/api';

const load = (name) => tsImport(`@marketplace/contract/${name}`, import.meta.url);

export const { apiPath } = await load('endpoint');
export const { businessConfig, moduleList } = await load('endpoints/config');
export const { zoneIdAt } = await load('endpoints/zones');
export const { guestRequest } = await load('endpoints/guest');
export const { itemDetails, latestItems, popularItems } = await load('endpoints/items');
export const { itemSearch } = await load('endpoints/search');
export const { popularStores } = await load('endpoints/stores');
export const { cartAdd, cartList } = await load('endpoints/cart');
export const { orderPlace, orderQuote } = await load('endpoints/orders');
export const { vehicleSearch } = await load('endpoints/rental-catalog');
export const { addToRentalCart } = await load('endpoints/rental-cart');
export const { tripBooking } = await load('endpoints/trips');
