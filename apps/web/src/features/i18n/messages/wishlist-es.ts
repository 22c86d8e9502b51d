import type { wishlistEn } from './wishlist-en';

/** Mensajes de la lista de deseos. */
export const wishlistEs: Record<keyof typeof wishlistEn, string> = {
  'wishlist.title': 'Lista de deseos',
  'wishlist.items': 'Productos',
  'wishlist.stores': 'Tiendas',
  'wishlist.noItems': 'No se encontraron productos favoritos',
  'wishlist.noStores': 'No se encontraron tiendas favoritas',
  'wishlist.loadError': 'No se pudo cargar tu lista de deseos.',
  'wishlist.add': 'Añadir {name} a la lista de deseos',
  'wishlist.remove': 'Quitar {name} de la lista de deseos',
  'wishlist.toggle': 'Lista de deseos: {name}',
  'wishlist.added': 'Añadido a tu lista de deseos',
  'wishlist.removed': 'Quitado de tu lista de deseos',
  'wishlist.vehicles': 'Vehículos',
  'wishlist.providers': 'Proveedores',
  'wishlist.noVehicles': 'No se encontraron vehículos favoritos',
  'wishlist.noProviders': 'No se encontraron proveedores favoritos',
};
