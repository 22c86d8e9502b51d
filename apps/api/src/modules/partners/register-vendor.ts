import {
  VENDOR_APPLICATION_RECEIVED,
  type VendorRegisterInput,
} from '@marketplace/contract/partners';
import type { AppDeps } from '../../app-types';
import type { StoreTextTranslations } from '../../db/schema/partners';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { onlyId } from './partner-uploads';
import { storePlaceEntries } from './partner-zone';
import { insertApplication } from './partners.repository';
import { submitApplication } from './submit-application';

/** The es and fr texts that were given, keyed as the store's translations are. */
function storeTranslations(body: VendorRegisterInput): StoreTextTranslations {
  const translations: StoreTextTranslations = {};
  for (const locale of ['es', 'fr'] as const) {
    const name = body[`store_name_${locale}`];
    const address = body[`address_${locale}`];
    if (name || address) {
      translations[locale] = { ...(name ? { name } : {}), ...(address ? { address } : {}) };
    }
  }
  return translations;
}

/**
 * POST /auth/vendor/register: every check first (zone, module, location, contacts, the files'
 * bytes), answered together as 422 per field; then the files are stored privately and the
 * pending application is written. A failure after the files are stored removes them, so nothing
 * is left half-saved. Never creates a store: an operator's approval does (decision 0035).
 */
export async function registerVendor(
  deps: AppDeps,
  limiter: AttemptLimiter,
  body: VendorRegisterInput,
): Promise<{ message: string }> {
  const place = {
    zoneId: body.zone_id,
    moduleId: body.module_id,
    latitude: body.latitude,
    longitude: body.longitude,
  };
  await submitApplication(deps, limiter, body, {
    kind: 'vendor',
    uploadPurpose: 'vendor_application',
    placeEntries: () => storePlaceEntries(deps, place),
    files: [
      { field: 'logo', files: [body.logo] },
      { field: 'cover_photo', files: [body.cover_photo] },
    ],
    write: ({ contacts, passwordHash, stored }, db) =>
      insertApplication(db, 'vendor', {
        fName: body.f_name,
        lName: body.l_name ?? null,
        ...contacts,
        passwordHash,
        storeName: body.store_name,
        address: body.address,
        translations: storeTranslations(body),
        latitude: body.latitude,
        longitude: body.longitude,
        zoneId: body.zone_id,
        moduleId: body.module_id,
        logoUploadId: onlyId(stored, 'logo'),
        coverUploadId: onlyId(stored, 'cover_photo'),
        tax: body.tax,
        deliveryTime: body.delivery_time,
      }),
  });
  return { message: VENDOR_APPLICATION_RECEIVED };
}
