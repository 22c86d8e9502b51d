import {
  DELIVERY_MAN_APPLICATION_RECEIVED,
  type DeliveryManStoreInput,
} from '@marketplace/contract/partners';
import type { AppDeps } from '../../app-types';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { onlyId } from './partner-uploads';
import { zoneEntries } from './partner-zone';
import { insertApplication } from './partners.repository';
import { submitApplication } from './submit-application';

/**
 * POST /auth/delivery-man/store: every check first (zone, contacts, the images' bytes), then the
 * identity images and photo are stored privately and the pending application is written; a
 * failure after the files are stored removes them.
 */
export async function registerDeliveryMan(
  deps: AppDeps,
  limiter: AttemptLimiter,
  body: DeliveryManStoreInput,
): Promise<{ message: string }> {
  await submitApplication(deps, limiter, body, {
    kind: 'delivery_man',
    uploadPurpose: 'delivery_man_application',
    placeEntries: () => zoneEntries(deps, body.zone_id),
    files: [
      { field: 'identity_image', files: body.identity_image },
      { field: 'image', files: [body.image] },
    ],
    write: ({ contacts, passwordHash, stored }, db) =>
      insertApplication(db, 'delivery_man', {
        fName: body.f_name,
        lName: body.l_name ?? null,
        ...contacts,
        passwordHash,
        zoneId: body.zone_id,
        vehicleType: body.vehicle_type,
        earning: body.earning,
        identityType: body.identity_type,
        identityNumber: body.identity_number,
        identityImageIds: stored.get('identity_image') ?? [],
        imageUploadId: onlyId(stored, 'image'),
      }),
  });
  return { message: DELIVERY_MAN_APPLICATION_RECEIVED };
}
