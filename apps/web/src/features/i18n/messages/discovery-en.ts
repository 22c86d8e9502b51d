/** The home page's discovery sections (issue 15). */
export const discoveryEn = {
  'home.featuredCategories': 'Featured categories',
  'home.moreOffers': 'More offers',
  'home.openStore': 'Open {store}',
  'home.highlights': 'Highlights for you',
  'home.adBadge': 'Ad',
  'home.suggestedItems': 'Suggested for you',
  'checkout.mostTipped': 'Most chosen tip here: {amount}',
};
