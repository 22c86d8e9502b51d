import type { couponsEn } from './coupons-en';

/** Messages de la page des coupons. */
export const couponsFr: Record<keyof typeof couponsEn, string> = {
  'coupons.title': 'Coupons',
  'coupons.intro':
    'Les coupons utilisables ici, dans ce module et cette zone. Saisissez le code au paiement.',
  'coupons.pickModule': 'Choisissez un module pour voir ses coupons',
  'coupons.empty': 'Aucun coupon disponible pour le moment',
  'coupons.emptyBody':
    'Les nouvelles offres apparaissent ici quand la place de marché ou une boutique en lance une.',
  'coupons.loadError': 'Impossible de charger vos coupons.',
  'coupons.freeDelivery': 'Livraison offerte',
  'coupons.amountOff': '{amount} de remise',
  'coupons.percentOff': '-{value} %',
  'coupons.upTo': 'jusqu’à {amount}',
  'coupons.minPurchase': 'Achat minimum {amount}',
  'coupons.noMinimum': 'Sans minimum d’achat',
  'coupons.onlyAt': 'Uniquement chez {stores}',
  'coupons.firstOrder': 'Pour votre première commande',
  'coupons.usesLeft': 'Utilisations restantes : {count}',
  'coupons.validUntil': 'Valable jusqu’au {date}',
  'coupons.copy': 'Copier le code {code}',
  'coupons.copyShort': 'Copier',
  'coupons.copiedShort': 'Copié',
  'coupons.copied': 'Code {code} copié',
  'coupons.copyFailed': 'Copie impossible. Le code est {code}',
  'coupons.check': 'Vérifier un code',
  'coupons.checkButton': 'Vérifier',
  'coupons.checkOk': '{code} est utilisable ici',
  'coupons.checkRefused': '{code} n’est pas utilisable',
};
