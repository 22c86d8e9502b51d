/**
 * API-CONTRACT "Rental": every rental path, declared once (under /api/v1). The API registers
 * these; the storefront, e2e and bench call them. Path parameters are written `:name`.
 */
export const RENTAL_PATHS = {
  vehicleSearch: '/rental/vehicle/search',
  topRated: '/rental/vehicle/top-rated',
  categoryList: '/rental/vehicle/category-list',
  brandList: '/rental/vehicle/brand-list',
  vehicleDetails: '/rental/vehicle/get-vehicle-details/:id',
  vehicleReviews: '/rental/vehicle/reviews/:id',
  vehicleCheck: '/rental/vehicle/vehicle-check',
  popularProviders: '/rental/provider/popular',
  providerDetails: '/rental/provider/get-provider-details/:id',
  providerVehicles: '/rental/provider/get-provider-vehicles/:id',
  providerReviews: '/rental/provider/get-provider-reviews/:id',
  getCart: '/rental/user/cart/get-cart',
  addToCart: '/rental/user/cart/add-to-cart',
  updateCart: '/rental/user/cart/update-cart',
  updateUserData: '/rental/user/cart/update-user-data/:id',
  removeVehicle: '/rental/user/cart/remove-vehicle/:id',
  removeMultipleCart: '/rental/user/cart/remove-multiple-cart',
  removeCart: '/rental/user/cart/remove-cart',
  clearCartByZone: '/rental/user/cart/clear-by-zone',
  tripQuote: '/rental/user/trip/quote',
  tripBooking: '/rental/user/trip/trip-booking',
  tripList: '/rental/user/trip/get-trip-list/:filter',
  tripDetails: '/rental/user/trip/get-trip-details',
  tripStream: '/rental/user/trip/track/stream',
  tripPayment: '/rental/user/trip/payment',
  cancelTrip: '/rental/user/trip/cancel-trip',
  wishlist: '/rental/user/wish-list',
  wishlistAdd: '/rental/user/wish-list/add',
  wishlistRemove: '/rental/user/wish-list/remove',
  operatorTripStatus: '/operator/trips/:id/status',
} as const;

export type RentalPath = (typeof RENTAL_PATHS)[keyof typeof RENTAL_PATHS];

/** Fills `:name` segments: rentalPath(RENTAL_PATHS.vehicleDetails, { id: 3 }). */
export function rentalPath(path: RentalPath, params: Record<string, string | number> = {}): string {
  return path.replace(/:([a-z_]+)/gi, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
