import type { ApplicationKind, PartnerApplication } from '@marketplace/contract/partners';
import type { AppDeps } from '../../app-types';
import { signedUploadUrl } from '../uploads/upload-links';
import type {
  ApplicationRow,
  DeliveryManApplicationRow,
  VendorApplicationRow,
} from './partners.repository';

type Common = Omit<
  Extract<PartnerApplication, { kind: 'vendor' }>,
  | 'kind'
  | 'store_name'
  | 'address'
  | 'translations'
  | 'latitude'
  | 'longitude'
  | 'module_id'
  | 'tax'
  | 'delivery_time'
  | 'logo_full_url'
  | 'cover_photo_full_url'
  | 'store_id'
  | 'vendor_id'
>;

function common(row: VendorApplicationRow | DeliveryManApplicationRow): Common {
  return {
    id: row.id,
    status: row.status,
    f_name: row.fName,
    l_name: row.lName,
    email: row.email,
    phone: row.phone,
    zone_id: row.zoneId,
    rejection_reason: row.rejectionReason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** Private files as links valid for an hour; a removed file (rejected application) as null. */
async function signed(deps: AppDeps, id: string | null): Promise<string | null> {
  return id ? signedUploadUrl(deps, id) : null;
}

export async function toVendorApplication(
  deps: AppDeps,
  row: VendorApplicationRow,
): Promise<PartnerApplication> {
  return {
    kind: 'vendor',
    ...common(row),
    store_name: row.storeName,
    address: row.address,
    translations: row.translations as Record<string, Record<string, string>>,
    latitude: row.latitude,
    longitude: row.longitude,
    module_id: row.moduleId,
    tax: row.tax,
    delivery_time: row.deliveryTime,
    logo_full_url: await signed(deps, row.logoUploadId),
    cover_photo_full_url: await signed(deps, row.coverUploadId),
    store_id: row.storeId,
    vendor_id: row.vendorId,
  };
}

export async function toDeliveryManApplication(
  deps: AppDeps,
  row: DeliveryManApplicationRow,
): Promise<PartnerApplication> {
  const identityImages: string[] = [];
  for (const id of row.identityImageIds) identityImages.push(await signedUploadUrl(deps, id));
  return {
    kind: 'delivery_man',
    ...common(row),
    vehicle_type: row.vehicleType as Extract<
      PartnerApplication,
      { kind: 'delivery_man' }
    >['vehicle_type'],
    earning: row.earning,
    identity_type: row.identityType as Extract<
      PartnerApplication,
      { kind: 'delivery_man' }
    >['identity_type'],
    identity_number: row.identityNumber,
    identity_image_full_url: identityImages,
    image_full_url: await signed(deps, row.imageUploadId),
    delivery_man_id: row.deliveryManId,
  };
}

const MAPPERS: {
  [K in ApplicationKind]: (deps: AppDeps, row: ApplicationRow<K>) => Promise<PartnerApplication>;
} = { vendor: toVendorApplication, delivery_man: toDeliveryManApplication };

/** The kind's application as the operator reads it. */
export function toApplication<K extends ApplicationKind>(
  deps: AppDeps,
  kind: K,
  row: ApplicationRow<K>,
): Promise<PartnerApplication> {
  return MAPPERS[kind](deps, row);
}
