import type { ParcelMessages } from './parcel-en';

export const parcelEs: ParcelMessages = {
  'parcel.categoriesTitle': '¿Qué vas a enviar?',
  'parcel.categoriesHint':
    'El coste de envío es la distancia por el precio por km, nunca menos que el mínimo.',
  'parcel.categoriesEmpty': 'Aún no hay categorías de paquetes.',
  'parcel.categoriesError': 'No se pudieron cargar las categorías de paquetes.',
  'parcel.perKm': 'Por km',
  'parcel.minimum': 'Mínimo',
  'parcel.helpTitle': '¿Preguntas sobre un paquete?',
  'parcel.helpBody':
    'Nuestro equipo de soporte te ayuda con tamaños, artículos restringidos y entregas.',
  'parcel.orderLabel': 'Paquete',
  'parcel.sendTitle': 'Enviar un paquete',
  'parcel.sendIntro':
    'Lo recogemos donde damos servicio de paquetería y lo entregamos el mismo día.',
  'parcel.sendAction': 'Enviar un paquete',
  'parcel.sendCategory': 'Enviar {name}',
  'parcel.moduleRequired': 'Elige el módulo de paquetería para enviar un paquete',
  'parcel.senderTitle': 'Remitente',
  'parcel.receiverTitle': 'Destinatario',
  'parcel.pickPointHint':
    'Mueve el mapa, busca un lugar o escribe las coordenadas para fijar el punto.',
  'parcel.zoneChecking': 'Comprobando que damos servicio en este lugar…',
  'parcel.zoneCheckFailed': 'No pudimos comprobar este lugar.',
  'parcel.senderOutside': 'Todavía no recogemos paquetes en esta dirección',
  'parcel.receiverOutside': 'Todavía no entregamos paquetes en esta dirección',
  'parcel.instructionTitle': 'Instrucción para el repartidor',
  'parcel.instructionNone': 'Sin instrucción',
  'parcel.instructionOwn': 'Escribir la mía',
  'parcel.instructionOwnLabel': 'Tu instrucción',
  'parcel.instructionCount': '{count}/{max} caracteres',
  'parcel.instructionsError':
    'No se pudieron cargar las instrucciones predefinidas; puedes escribir la tuya.',
  'parcel.payerTitle': '¿Quién paga el envío?',
  'parcel.payerSender': 'Remitente',
  'parcel.payerReceiver': 'Destinatario',
  'parcel.payerReceiverHint': 'Solo pago contra entrega',
  'parcel.paymentAfterPickup': 'Fija el punto de recogida para ver cómo puedes pagar.',
  'parcel.chooseCategory': 'Elige qué vas a enviar',
  'parcel.completeParties':
    'Añade el nombre, el teléfono y la dirección del remitente y del destinatario',
  'parcel.feeAfterChoices':
    'El coste de envío aparece cuando las dos direcciones y la categoría están listas.',
  'parcel.distance': 'Distancia: {km} km',
  'parcel.receiverPaysNote': 'El destinatario paga {amount} en efectivo a la entrega.',
  'parcel.send': 'Enviar paquete',
  'parcel.pickUpFrom': 'Recoger en',
  'parcel.deliverTo': 'Entregar a',
  'parcel.whoPays': 'Quién paga',
  'parcel.instruction': 'Instrucción',
  'parcel.category': 'Paquete',
};
