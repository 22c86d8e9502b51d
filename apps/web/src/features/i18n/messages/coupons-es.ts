import type { couponsEn } from './coupons-en';

/** Mensajes de la página de cupones. */
export const couponsEs: Record<keyof typeof couponsEn, string> = {
  'coupons.title': 'Cupones',
  'coupons.intro':
    'Cupones que puedes usar aquí, en este módulo y zona. Introduce el código al pagar.',
  'coupons.pickModule': 'Elige un módulo para ver sus cupones',
  'coupons.empty': 'No hay cupones disponibles ahora',
  'coupons.emptyBody': 'Las nuevas ofertas aparecen aquí cuando el mercado o una tienda lanza una.',
  'coupons.loadError': 'No pudimos cargar tus cupones.',
  'coupons.freeDelivery': 'Envío gratis',
  'coupons.amountOff': '{amount} de descuento',
  'coupons.percentOff': '{value} % de descuento',
  'coupons.upTo': 'hasta {amount}',
  'coupons.minPurchase': 'Compra mínima {amount}',
  'coupons.noMinimum': 'Sin compra mínima',
  'coupons.onlyAt': 'Solo en {stores}',
  'coupons.firstOrder': 'Para tu primer pedido',
  'coupons.usesLeft': 'Usos restantes: {count}',
  'coupons.validUntil': 'Válido hasta el {date}',
  'coupons.copy': 'Copiar el código {code}',
  'coupons.copyShort': 'Copiar',
  'coupons.copiedShort': 'Copiado',
  'coupons.copied': 'Código {code} copiado',
  'coupons.copyFailed': 'No se pudo copiar. El código es {code}',
  'coupons.check': 'Comprobar un código',
  'coupons.checkButton': 'Comprobar',
  'coupons.checkOk': '{code} se puede usar aquí',
  'coupons.checkRefused': '{code} no se puede usar',
};
