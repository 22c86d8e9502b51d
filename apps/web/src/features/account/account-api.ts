import { removeAccount, updateProfile } from '@marketplace/contract/endpoints/account';
import type { UpdateProfileBody } from '@marketplace/contract/profile';
import { callApi } from '@/lib/api-client';

/** POST /customer/update-profile: the form, and on the second call the code (spec 02 §4). */
export function sendProfileUpdate(body: UpdateProfileBody) {
  return callApi(updateProfile, { body });
}

/** DELETE /customer/remove-account. */
export function deleteAccount() {
  return callApi(removeAccount);
}
