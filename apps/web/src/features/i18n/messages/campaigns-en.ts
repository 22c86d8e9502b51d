/** English campaign page messages (the footer's /campaigns). */
export const campaignsEn = {
  'campaigns.title': 'Campaigns',
  'campaigns.intro':
    'Offers running now in your area: the stores taking part and the items on campaign.',
  'campaigns.storeCampaigns': 'Store campaigns',
  'campaigns.empty': 'No campaigns running',
  'campaigns.emptyBody': 'There is no campaign in this module and area right now. Check back soon.',
} as const;
