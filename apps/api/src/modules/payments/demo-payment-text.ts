/**
 * The demo gateway page's words in the storefront's languages (issue 17 §9): the page speaks the
 * customer's language (the storefront forwards its locale cookie as X-localization).
 */
export type PaymentLocale = 'en' | 'es' | 'fr';

type PaymentText = {
  heading: string;
  asksOrder: (business: string, noun: 'order' | 'trip') => string;
  asksWallet: (business: string) => string;
  order: string;
  trip: string;
  wallet: string;
  walletTopUp: string;
  forLabel: string;
  amount: string;
  approve: string;
  decline: string;
  note: string;
};

const TEXT: Record<PaymentLocale, PaymentText> = {
  en: {
    heading: 'Demo payment',
    asksOrder: (business, noun) => `${business} asks you to pay for your ${noun}.`,
    asksWallet: (business) => `${business} asks you to pay to add funds to your wallet.`,
    order: 'Order',
    trip: 'Trip',
    wallet: 'Wallet',
    walletTopUp: 'Wallet top-up',
    forLabel: 'For',
    amount: 'Amount',
    approve: 'Approve',
    decline: 'Decline',
    note: 'This is the built-in demo gateway: no card is charged and no money moves.',
  },
  es: {
    heading: 'Pago de demostración',
    asksOrder: (business, noun) =>
      `${business} te pide que pagues tu ${noun === 'trip' ? 'viaje' : 'pedido'}.`,
    asksWallet: (business) => `${business} te pide que pagues para añadir fondos a tu billetera.`,
    order: 'Pedido',
    trip: 'Viaje',
    wallet: 'Billetera',
    walletTopUp: 'Recarga de billetera',
    forLabel: 'Para',
    amount: 'Importe',
    approve: 'Aprobar',
    decline: 'Rechazar',
    note: 'Esta es la pasarela de demostración: no se cobra ninguna tarjeta ni se mueve dinero.',
  },
  fr: {
    heading: 'Paiement de démonstration',
    asksOrder: (business, noun) =>
      `${business} vous demande de payer votre ${noun === 'trip' ? 'trajet' : 'commande'}.`,
    asksWallet: (business) =>
      `${business} vous demande de payer pour approvisionner votre portefeuille.`,
    order: 'Commande',
    trip: 'Trajet',
    wallet: 'Portefeuille',
    walletTopUp: 'Recharge du portefeuille',
    forLabel: 'Pour',
    amount: 'Montant',
    approve: 'Approuver',
    decline: 'Refuser',
    note: 'Ceci est la passerelle de démonstration : aucune carte n’est débitée, aucun argent ne circule.',
  },
};

/** The page's language from X-localization ('es', 'fr-CA' …); English otherwise. */
export function pickPaymentLocale(header: string | string[] | undefined): PaymentLocale {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().slice(0, 2).toLowerCase();
  return value === 'es' || value === 'fr' ? value : 'en';
}

export function getPaymentText(locale: PaymentLocale): PaymentText {
  return TEXT[locale];
}
