import type { orderExtrasEn } from './order-extras-en';

/** Reembolsos y cambio del método de pago en la página del pedido. */
export const orderExtrasEs: Record<keyof typeof orderExtrasEn, string> = {
  'refund.open': 'Solicitar un reembolso',
  'refund.title': 'Reembolso del pedido #{id}',
  'refund.body': 'Cuéntanos qué salió mal. La tienda revisa tu solicitud y te responde aquí.',
  'refund.reason': 'Motivo',
  'refund.reasonMissing': 'Faltan artículos en el pedido',
  'refund.reasonWrongItems': 'Se entregaron artículos equivocados',
  'refund.reasonDamaged': 'Artículos dañados o en mal estado',
  'refund.reasonLate': 'El pedido llegó demasiado tarde',
  'refund.reasonOther': 'Otro',
  'refund.reasonsError': 'No pudimos cargar los motivos de reembolso.',
  'refund.note': 'Nota (opcional)',
  'refund.notePlaceholder': '¿Qué pasó con tu pedido?',
  'refund.reasonRequired': 'Selecciona un motivo de reembolso',
  'refund.submit': 'Enviar solicitud',
  'refund.sending': 'Enviando…',
  'refund.sent': 'Solicitud de reembolso enviada',
  'refund.pending': 'Reembolso solicitado: la tienda está revisando tu solicitud.',
  'paymentSwitch.hint': 'Este pedido aún no está pagado. Puedes pagarlo de otra forma.',
  'paymentSwitch.open': 'Cambiar método de pago',
  'paymentSwitch.title': 'Cambiar método de pago',
  'paymentSwitch.body': 'Elige cómo quieres pagar este pedido.',
  'paymentSwitch.submit': 'Actualizar pago',
  'paymentSwitch.saving': 'Actualizando…',
  'paymentSwitch.updated': 'Información de pago actualizada.',
};
