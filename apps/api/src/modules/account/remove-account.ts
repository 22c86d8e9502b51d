import type { MessageResponse } from '@marketplace/contract/errors';
import { ACCOUNT_DELETED_MESSAGE } from '@marketplace/contract/profile';
import type { AppDeps } from '../../app-types';
import { eraseCustomerChats } from '../messages/erase-chats';
import { deleteUpload } from '../uploads/uploads.service';
import { eraseCustomer } from './account.repository';

/**
 * DELETE /customer/remove-account: every token stops working and the person's data is erased;
 * their orders and trips stay for the stores' books, pointing at a nameless, blocked row; their
 * conversations and chat images go.
 */
export async function removeAccount(deps: AppDeps, userId: number): Promise<MessageResponse> {
  const { photoUploadId } = await eraseCustomer(deps.db, userId, new Date());
  if (photoUploadId) await deleteUpload(deps, photoUploadId);
  await eraseCustomerChats(deps, userId);
  return { message: ACCOUNT_DELETED_MESSAGE };
}
