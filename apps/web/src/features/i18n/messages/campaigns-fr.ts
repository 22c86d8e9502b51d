import type { campaignsEn } from './campaigns-en';

/** Messages de la page des campagnes. */
export const campaignsFr: Record<keyof typeof campaignsEn, string> = {
  'campaigns.title': 'Campagnes',
  'campaigns.intro':
    'Les offres en cours dans votre zone : les magasins participants et les articles en campagne.',
  'campaigns.storeCampaigns': 'Campagnes des magasins',
  'campaigns.empty': 'Aucune campagne en cours',
  'campaigns.emptyBody':
    'Il n’y a aucune campagne dans ce module et cette zone pour le moment. Revenez bientôt.',
};
