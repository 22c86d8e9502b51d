import { prescriptionUpload } from '@marketplace/contract/endpoints/prescriptions';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { uploadPrescriptions } from './upload-prescriptions';

/** The checkout's prescription images (the store reads them through the operator's order). */
export function prescriptionRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, prescriptionUpload, (request) =>
      uploadPrescriptions(deps, request.ctx, request.body.order_attachment),
    );
  };
}
