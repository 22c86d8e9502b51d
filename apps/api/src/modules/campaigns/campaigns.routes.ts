import { basicCampaigns, campaignItems } from '@marketplace/contract/endpoints/promotions';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { listBasicCampaigns, listCampaignItems } from './campaigns.service';

export function campaignRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, campaignItems, (request) => listCampaignItems(deps, request.ctx));
    await route(app, basicCampaigns, (request) => listBasicCampaigns(deps, request.ctx));
  };
}
