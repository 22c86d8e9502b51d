import type { wishlistEn } from './wishlist-en';

/** Messages de la liste d’envies. */
export const wishlistFr: Record<keyof typeof wishlistEn, string> = {
  'wishlist.title': 'Liste d’envies',
  'wishlist.items': 'Articles',
  'wishlist.stores': 'Boutiques',
  'wishlist.noItems': 'Aucun article favori trouvé',
  'wishlist.noStores': 'Aucune boutique favorite trouvée',
  'wishlist.loadError': 'Votre liste d’envies n’a pas pu être chargée.',
  'wishlist.add': 'Ajouter {name} à la liste d’envies',
  'wishlist.remove': 'Retirer {name} de la liste d’envies',
  'wishlist.toggle': 'Liste d’envies : {name}',
  'wishlist.added': 'Ajouté à votre liste d’envies',
  'wishlist.removed': 'Retiré de votre liste d’envies',
  'wishlist.vehicles': 'Véhicules',
  'wishlist.providers': 'Loueurs',
  'wishlist.noVehicles': 'Aucun véhicule favori trouvé',
  'wishlist.noProviders': 'Aucun loueur favori trouvé',
};
