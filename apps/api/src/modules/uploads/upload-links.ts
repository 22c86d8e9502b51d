import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { apiPath } from '@marketplace/contract/endpoint';
import { uploadedFile } from '@marketplace/contract/endpoints/uploads';
import type { AppDeps } from '../../app-types';
import { defineCache, readCachedValue } from '../../services/cache-registry';
import { getOrCreateSecret } from './uploads.repository';

/** How long a signed link to a private file works unless the caller says otherwise. */
export const SIGNED_LINK_SECONDS = 60 * 60;

/** The signing key stored in the database (drawn once), kept in the app's cache registry. */
const SIGNING_KEY_CACHE = defineCache<string>({ name: 'uploads-signing-key', maxEntries: 1 });

async function signingKey({ db, env, caches }: AppDeps): Promise<string> {
  if (env.UPLOADS_SIGNING_SECRET) return env.UPLOADS_SIGNING_SECRET;
  return readCachedValue(caches, SIGNING_KEY_CACHE, () =>
    getOrCreateSecret(db, 'uploads_signing_key', randomBytes(32).toString('base64url')),
  );
}

function sign(key: string, id: string, expires: number): string {
  return createHmac('sha256', key).update(`${id}\n${expires}`).digest('base64url');
}

/**
 * The absolute link of an upload, served by the API under /api/v1/uploads/{id} (the storefront
 * proxies /api/v1); a private one needs the owner's token or {@link signedUploadUrl}.
 */
export function uploadUrl(publicUrl: string, id: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${apiPath(uploadedFile, { id })}`;
}

/** The links of public uploads (a review's photos), readable by anyone who has them. */
export function publicUploadUrls(publicUrl: string, ids: readonly string[]): string[] {
  return ids.map((id) => uploadUrl(publicUrl, id));
}

/**
 * A link to a private upload that works for anyone holding it until it expires: for the people a
 * feature lets see the file besides its owner (the store of a prescription, the other side of a
 * chat). The feature decides who is allowed; the link only carries that decision.
 */
export async function signedUploadUrl(
  deps: AppDeps,
  id: string,
  seconds = SIGNED_LINK_SECONDS,
  now = Date.now(),
): Promise<string> {
  const expires = Math.floor(now / 1000) + seconds;
  const signature = sign(await signingKey(deps), id, expires);
  return `${uploadUrl(deps.env.PUBLIC_URL, id)}?expires=${expires}&signature=${signature}`;
}

export async function isValidUploadSignature(
  deps: AppDeps,
  id: string,
  expires: number,
  signature: string,
  now = Date.now(),
): Promise<boolean> {
  if (!Number.isSafeInteger(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(sign(await signingKey(deps), id, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
