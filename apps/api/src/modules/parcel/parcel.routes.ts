import { parcelCategoryList, parcelInstructionList } from '@marketplace/contract/endpoints/parcel';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { listParcelCategories, listParcelInstructions } from './parcel-catalogue.service';

/** The parcel module's categories and the ready-made delivery instructions. */
export function parcelRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, parcelCategoryList, (request) => listParcelCategories(deps, request.ctx));
    await route(app, parcelInstructionList, (request) =>
      listParcelInstructions(deps, request.ctx, request.query),
    );
  };
}
