import type { orderExtrasEn } from './order-extras-en';

/** Remboursements et changement du moyen de paiement sur la page de la commande. */
export const orderExtrasFr: Record<keyof typeof orderExtrasEn, string> = {
  'refund.open': 'Demander un remboursement',
  'refund.title': 'Remboursement de la commande n° {id}',
  'refund.body':
    'Dites-nous ce qui ne va pas. La boutique examine votre demande et vous répond ici.',
  'refund.reason': 'Motif',
  'refund.reasonMissing': 'Des articles manquent dans la commande',
  'refund.reasonWrongItems': 'Mauvais articles livrés',
  'refund.reasonDamaged': 'Articles abîmés ou avariés',
  'refund.reasonLate': 'La commande est arrivée trop tard',
  'refund.reasonOther': 'Autre',
  'refund.reasonsError': 'Impossible de charger les motifs de remboursement.',
  'refund.note': 'Note (facultative)',
  'refund.notePlaceholder': 'Que s’est-il passé avec votre commande ?',
  'refund.reasonRequired': 'Veuillez choisir un motif de remboursement',
  'refund.submit': 'Envoyer la demande',
  'refund.sending': 'Envoi…',
  'refund.sent': 'Demande de remboursement envoyée',
  'refund.pending': 'Remboursement demandé : la boutique examine votre demande.',
  'paymentSwitch.hint': 'Cette commande n’est pas encore payée. Vous pouvez payer autrement.',
  'paymentSwitch.open': 'Changer de moyen de paiement',
  'paymentSwitch.title': 'Changer de moyen de paiement',
  'paymentSwitch.body': 'Choisissez comment payer cette commande.',
  'paymentSwitch.submit': 'Mettre à jour le paiement',
  'paymentSwitch.saving': 'Mise à jour…',
  'paymentSwitch.updated': 'Informations de paiement mises à jour.',
  'checkout.surgeIncluded': 'Dont une majoration de forte demande de {amount}',
  'account.walletType.cashback': 'Cashback',
  'checkout.cashbackEarned': 'Vous recevrez {amount} de cashback',
  'checkout.cashbackWhen': 'Ajouté à votre portefeuille une fois la commande livrée.',
};
