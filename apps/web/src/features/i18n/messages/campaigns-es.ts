import type { campaignsEn } from './campaigns-en';

/** Mensajes de la página de campañas. */
export const campaignsEs: Record<keyof typeof campaignsEn, string> = {
  'campaigns.title': 'Campañas',
  'campaigns.intro':
    'Ofertas activas en tu zona: las tiendas que participan y los artículos en campaña.',
  'campaigns.storeCampaigns': 'Campañas de tiendas',
  'campaigns.empty': 'No hay campañas activas',
  'campaigns.emptyBody': 'Ahora no hay ninguna campaña en este módulo y zona. Vuelve pronto.',
};
