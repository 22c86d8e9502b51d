import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { invalidSocialToken, providerUnreachable, type SocialIdentity } from './social-verifier';

export type FacebookOptions = { graphUrl: string; appSecret: string | undefined };

const MeSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
});

/**
 * A Facebook access token is checked by asking the Graph API whose it is. With the app secret
 * configured the call carries appsecret_proof, so a token issued to another app is refused.
 */
export function createFacebookVerifier(options: FacebookOptions) {
  return async (accessToken: string): Promise<SocialIdentity> => {
    const url = new URL(
      'me',
      options.graphUrl.endsWith('/') ? options.graphUrl : `${options.graphUrl}/`,
    );
    url.searchParams.set('fields', 'id,name,email');
    url.searchParams.set('access_token', accessToken);
    if (options.appSecret) {
      const proof = createHmac('sha256', options.appSecret).update(accessToken).digest('hex');
      url.searchParams.set('appsecret_proof', proof);
    }
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    } catch (error) {
      throw providerUnreachable('facebook', error);
    }
    if (response.status >= 500) throw providerUnreachable('facebook', response.status);
    if (!response.ok) throw invalidSocialToken('facebook');
    const parsed = MeSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw providerUnreachable('facebook', parsed.error);
    const { id, name, email } = parsed.data;
    return { subject: id, email: email ?? null, name: name?.trim() ? name : null };
  };
}
