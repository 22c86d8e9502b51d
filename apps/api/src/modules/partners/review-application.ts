import {
  APPLICATION_ALREADY_DECIDED,
  APPLICATION_NOT_FOUND,
  type ApplicationKind,
  type OperatorApplicationDecisionBody,
  type PartnerApplication,
} from '@marketplace/contract/partners';
import { canDecideApplication } from '@marketplace/domain/partners/application-review';
import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import type { Notifier } from '../notifications/notifier';
import { getBusinessSettings } from '../settings/settings.cache';
import { rethrowContactClash } from './partner-contacts';
import { type ApplicationEmail, notifyApplicant } from './partner-emails';
import { removePartnerFiles } from './partner-uploads';
import { toApplication } from './partners.mapper';
import {
  type ApplicationRow,
  type DeliveryManApplicationRow,
  insertDeliveryMan,
  insertPartnerStore,
  insertVendor,
  lockApplication,
  publishUploads,
  setVendorStore,
  updateApplication,
  type VendorApplicationRow,
} from './partners.repository';
import { storeSlug, uploadMediaPath } from './store-from-application';

type Decision = OperatorApplicationDecisionBody;

/** The locked row, or 404 / 409 when it cannot be decided. */
function decidable<T extends { status: VendorApplicationRow['status'] }>(row: T | null): T {
  if (!row) throw new NotFoundError('application', APPLICATION_NOT_FOUND);
  if (!canDecideApplication(row.status)) {
    throw new ConflictError('application', APPLICATION_ALREADY_DECIDED, { status: row.status });
  }
  return row;
}

type Outcome<Row> = { row: Row; removeFiles: (string | null)[] };

/**
 * Approving creates the vendor account (the applicant's password hash) and the store, hidden
 * (status 0) until the vendor has set it up, with the logo and cover made public. All in one
 * transaction with the application's row locked, so two operators cannot both decide it.
 */
async function decideVendor(
  tx: Database,
  id: number,
  decision: Decision,
  timeZone: string,
): Promise<Outcome<VendorApplicationRow>> {
  const app = decidable(await lockApplication(tx, 'vendor', id));
  const decidedAt = new Date();
  if (decision.action === 'reject') {
    const row = await updateApplication(tx, 'vendor', id, {
      status: 'rejected',
      rejectionReason: decision.reason,
      decidedAt,
      logoUploadId: null,
      coverUploadId: null,
    });
    return { row, removeFiles: [app.logoUploadId, app.coverUploadId] };
  }
  const vendor = await insertVendor(tx, {
    fName: app.fName,
    lName: app.lName,
    email: app.email,
    phone: app.phone,
    passwordHash: app.passwordHash,
  });
  const uploadIds = [app.logoUploadId, app.coverUploadId].filter((v): v is string => !!v);
  const store = await insertPartnerStore(tx, {
    slug: storeSlug(app.storeName, app.id),
    name: app.storeName,
    moduleId: app.moduleId,
    zoneId: app.zoneId,
    logo: app.logoUploadId ? uploadMediaPath(app.logoUploadId) : '',
    coverPhoto: app.coverUploadId ? uploadMediaPath(app.coverUploadId) : '',
    address: app.address,
    latitude: app.latitude,
    longitude: app.longitude,
    phone: app.phone,
    email: app.email,
    timeZone,
    deliveryTime: app.deliveryTime,
    tax: app.tax,
    status: 0,
    translations: app.translations,
  });
  await setVendorStore(tx, vendor.id, store.id);
  await publishUploads(tx, uploadIds);
  const row = await updateApplication(tx, 'vendor', id, {
    status: 'approved',
    decidedAt,
    storeId: store.id,
    vendorId: vendor.id,
  });
  return { row, removeFiles: [] };
}

async function decideDeliveryMan(
  tx: Database,
  id: number,
  decision: Decision,
): Promise<Outcome<DeliveryManApplicationRow>> {
  const app = decidable(await lockApplication(tx, 'delivery_man', id));
  const decidedAt = new Date();
  if (decision.action === 'reject') {
    const row = await updateApplication(tx, 'delivery_man', id, {
      status: 'rejected',
      rejectionReason: decision.reason,
      decidedAt,
      identityImageIds: [],
      imageUploadId: null,
    });
    return { row, removeFiles: [...app.identityImageIds, app.imageUploadId] };
  }
  const man = await insertDeliveryMan(tx, {
    fName: app.fName,
    lName: app.lName,
    email: app.email,
    phone: app.phone,
    passwordHash: app.passwordHash,
    zoneId: app.zoneId,
    vehicleType: app.vehicleType,
    earning: app.earning,
    identityType: app.identityType,
    identityNumber: app.identityNumber,
    identityImageIds: app.identityImageIds,
    imageUploadId: app.imageUploadId,
  });
  const row = await updateApplication(tx, 'delivery_man', id, {
    status: 'approved',
    decidedAt,
    deliveryManId: man.id,
  });
  return { row, removeFiles: [] };
}

function emailFor(kind: ApplicationKind, decision: Decision): ApplicationEmail {
  return decision.action === 'approve'
    ? { kind, outcome: 'approved' }
    : { kind, outcome: 'rejected', reason: decision.reason };
}

/**
 * PUT /operator/applications/{kind}/{id}. A rejection keeps the application's record (contacts,
 * reason) but deletes its files: identity documents of someone we do not work with are not kept
 * (decision 0035). An approval whose contact an account took meanwhile is 422 on that field and
 * changes nothing.
 */
export async function decideApplication(
  deps: AppDeps & { notifier: Notifier },
  kind: ApplicationKind,
  id: number,
  decision: Decision,
): Promise<PartnerApplication> {
  // The new store keeps the marketplace's clock until its vendor sets its own.
  const timeZone =
    kind === 'vendor' && decision.action === 'approve'
      ? (await getBusinessSettings(deps)).time_zone
      : 'UTC';
  const outcome = await deps.db
    .transaction(
      (tx): Promise<Outcome<ApplicationRow<ApplicationKind>>> =>
        kind === 'vendor'
          ? decideVendor(tx, id, decision, timeZone)
          : decideDeliveryMan(tx, id, decision),
    )
    .catch((error) => rethrowContactClash(error, kind));
  await removePartnerFiles(deps, outcome.removeFiles);
  await notifyApplicant(deps.notifier, nameOf(outcome.row), emailFor(kind, decision));
  return toApplication(deps, kind, outcome.row);
}

function nameOf(row: { email: string; fName: string }) {
  return { email: row.email, name: row.fName };
}
