import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { BasicCampaignListSchema, CampaignItemListSchema } from '@marketplace/contract/promotions';
import type { App, AppDeps } from '../../app-types';
import { listBasicCampaigns, listCampaignItems } from './campaigns.service';

const TAGS = ['promotions'];

export function campaignRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.get(
      '/campaigns/item',
      {
        schema: {
          tags: TAGS,
          response: { 200: CampaignItemListSchema, 422: ErrorEnvelopeSchema },
        },
      },
      (request) => listCampaignItems(deps, request.ctx),
    );
    app.get(
      '/campaigns/basic',
      {
        schema: {
          tags: TAGS,
          response: { 200: BasicCampaignListSchema, 422: ErrorEnvelopeSchema },
        },
      },
      (request) => listBasicCampaigns(deps, request.ctx),
    );
  };
}
