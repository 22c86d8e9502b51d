/** English wishlist messages (spec 02 §2 empty states). */
export const wishlistEn = {
  'wishlist.title': 'Wishlist',
  'wishlist.items': 'Items',
  'wishlist.stores': 'Stores',
  'wishlist.noItems': 'No favourite items found',
  'wishlist.noStores': 'No favourite stores found',
  'wishlist.loadError': 'Your wishlist could not be loaded.',
  'wishlist.add': 'Add {name} to the wishlist',
  'wishlist.remove': 'Remove {name} from the wishlist',
  'wishlist.toggle': 'Wishlist: {name}',
  'wishlist.added': 'Added to your wishlist',
  'wishlist.removed': 'Removed from your wishlist',
  'wishlist.vehicles': 'Vehicles',
  'wishlist.providers': 'Providers',
  'wishlist.noVehicles': 'No favourite vehicles found',
  'wishlist.noProviders': 'No favourite providers found',
} as const;
