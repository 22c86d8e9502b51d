import type { AppDeps } from '../../app-types';
import type { Caller } from '../auth/caller';
import { signedUploadUrl, uploadUrl } from '../uploads/upload-links';
import { selectOrderPrescriptionIds } from './prescriptions.repository';

/**
 * A prescription image as its own customer reads it: a customer's plain link works with their
 * token (the storefront's proxy adds it); a guest has no token, so theirs is signed.
 */
export async function prescriptionLinkFor(deps: AppDeps, owner: Caller, id: string) {
  return owner.kind === 'customer' ? uploadUrl(deps.env.PUBLIC_URL, id) : signedUploadUrl(deps, id);
}

/**
 * The order's prescription images for its own customer or guest; nobody else (a guest tracking
 * an order by its contact number sees the order, not the prescription).
 */
export async function readOwnPrescriptionLinks(
  deps: AppDeps,
  caller: Caller,
  order: { id: number; userId: number | null; guestId: string | null },
): Promise<string[]> {
  const isOwner =
    caller.kind === 'customer' ? order.userId === caller.userId : order.guestId === caller.guestId;
  if (!isOwner) return [];
  const ids = await selectOrderPrescriptionIds(deps.db, order.id);
  return Promise.all(ids.map((id) => prescriptionLinkFor(deps, caller, id)));
}

/** The store's view: signed links (one hour), since the operator holds no customer's token. */
export async function readStorePrescriptionLinks(deps: AppDeps, orderId: number) {
  const ids = await selectOrderPrescriptionIds(deps.db, orderId);
  return Promise.all(ids.map((id) => signedUploadUrl(deps, id)));
}
