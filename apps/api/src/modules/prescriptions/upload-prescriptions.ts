import { PRESCRIPTION_UPLOADED_MESSAGE } from '@marketplace/contract/prescription-fields';
import type {
  PrescriptionAttachment,
  PrescriptionUploaded,
} from '@marketplace/contract/prescriptions';
import type { AppDeps } from '../../app-types';
import type { RequestContext } from '../../plugins/parse-request-context';
import { resolveGuestOrCustomer } from '../auth/caller';
import { assertAcceptableImage, deleteUpload, saveImageUpload } from '../uploads/uploads.service';
import { prescriptionLinkFor } from './prescription-links';
import { insertPrescription } from './prescriptions.repository';

const FIELD = 'order_attachment';

/**
 * POST /customer/order/prescription: every file is checked before any is kept (a bad third file
 * keeps none), then each is re-encoded and stored owner-only, and recorded as the caller's
 * prescription, free until an order takes it.
 */
export async function uploadPrescriptions(
  deps: AppDeps,
  ctx: Pick<RequestContext, 'bearerToken' | 'guestId'>,
  files: readonly File[],
): Promise<PrescriptionUploaded> {
  const owner = await resolveGuestOrCustomer(deps, ctx);
  const contents = await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
  for (const bytes of contents) assertAcceptableImage(bytes, FIELD);
  const attachments: PrescriptionAttachment[] = [];
  for (const bytes of contents) {
    const row = await saveImageUpload(deps, bytes, {
      purpose: 'prescription',
      ownerUserId: owner.kind === 'customer' ? owner.userId : null,
      access: 'owner',
      field: FIELD,
    });
    try {
      await insertPrescription(deps.db, owner, row.id);
    } catch (error) {
      await deleteUpload(deps, row.id).catch(() => {});
      throw error;
    }
    attachments.push({ id: row.id, url: await prescriptionLinkFor(deps, owner, row.id) });
  }
  return { message: PRESCRIPTION_UPLOADED_MESSAGE, attachments };
}
