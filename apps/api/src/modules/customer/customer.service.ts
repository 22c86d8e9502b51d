import {
  type CustomerInfo,
  INTEREST_UNKNOWN,
  INTEREST_UPDATED_MESSAGE,
  type UpdateInterestBody,
} from '@marketplace/contract/customer';
import type { MessageResponse } from '@marketplace/contract/errors';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import type { AppDeps } from '../../app-types';
import { ValidationError } from '../../errors/app-error';
import { buildMediaUrl } from '../../lib/media-url';
import { UnauthorizedError } from '../auth/access-tokens';
import { getBusinessSettings } from '../settings/settings.cache';
import { uploadUrl } from '../uploads/upload-links';
import { selectCustomer, selectInterestModuleIds, updateInterest } from './customer.repository';

const DAY_MS = 86_400_000;

/** GET /customer/info: the signed-in customer's profile, wallet in major units. */
export async function getCustomerInfo(
  deps: AppDeps,
  userId: number,
  now: Date = deps.clock.now(),
): Promise<CustomerInfo> {
  const { db, env } = deps;
  const [user, settings] = await Promise.all([
    selectCustomer(db, userId),
    getBusinessSettings(deps),
  ]);
  if (!user) throw new UnauthorizedError();
  return {
    id: user.id,
    f_name: user.fName,
    l_name: user.lName,
    phone: user.phone,
    email: user.email,
    image_full_url: user.imageUploadId
      ? uploadUrl(env.PUBLIC_URL, user.imageUploadId)
      : user.image
        ? buildMediaUrl(env.PUBLIC_URL, user.image)
        : null,
    is_phone_verified: user.isPhoneVerified === 1 ? 1 : 0,
    is_email_verified: user.isEmailVerified === 1 ? 1 : 0,
    wallet_balance: createMoneyCodec(settings.digit_after_decimal_point).toWire(user.walletBalance),
    loyalty_point: user.loyaltyPoint,
    ref_code: user.refCode,
    // Orders are not stored yet; the count follows when the orders module lands.
    order_count: 0,
    member_since_days: Math.max(0, Math.floor((now.getTime() - user.createdAt.getTime()) / DAY_MS)),
    interest: user.interest,
    login_medium: user.loginMedium,
  };
}

/**
 * POST /customer/update-interest: the module interests chosen on /interest (deduplicated). Only
 * modules /interest offers (active, not parcel) are kept; an unknown id is refused, not stored.
 */
export async function saveInterest(
  { db }: AppDeps,
  userId: number,
  body: UpdateInterestBody,
): Promise<MessageResponse> {
  const chosen = [...new Set(body.interest)];
  const known = await selectInterestModuleIds(db, chosen);
  if (known.length < chosen.length) {
    throw new ValidationError([{ code: 'interest', message: INTEREST_UNKNOWN }]);
  }
  await updateInterest(db, userId, chosen);
  return { message: INTEREST_UPDATED_MESSAGE };
}
