import type { AppDeps } from '../../app-types';
import { deleteUpload } from '../uploads/uploads.service';
import { deleteCustomerConversations } from './messages.repository';

/** With the account (remove-account): the customer's conversations, messages and chat images. */
export async function eraseCustomerChats(deps: AppDeps, userId: number): Promise<void> {
  const uploadIds = await deleteCustomerConversations(deps.db, userId);
  for (const id of uploadIds) await deleteUpload(deps, id);
}
