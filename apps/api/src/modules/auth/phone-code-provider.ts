import { OTP_EXPIRED_MESSAGE, OTP_INVALID_MESSAGE } from '@marketplace/contract/auth-messages';
import { z } from 'zod';
import type { Env } from '../../env';
import { AppError, ServiceUnavailableError, ValidationError } from '../../errors/app-error';

/**
 * A phone-code service the storefront talks to directly (Firebase): it sends the SMS and we only
 * ask it whether the code typed for its session is right, and for which phone number.
 */
export interface PhoneCodeProvider {
  readonly isConfigured: boolean;
  verify(input: {
    sessionInfo: string;
    code: string;
    field: string;
  }): Promise<{ phoneNumber: string }>;
}

export const FIREBASE_OFF_MESSAGE = 'Firebase OTP verification is not enabled.';

export class FirebaseOffError extends AppError {
  constructor() {
    super(403, 'firebase', FIREBASE_OFF_MESSAGE);
  }
}

const disabled: PhoneCodeProvider = {
  isConfigured: false,
  verify: async () => {
    throw new FirebaseOffError();
  },
};

const ErrorSchema = z.object({ error: z.object({ message: z.string() }) });
const SuccessSchema = z.object({ phoneNumber: z.string() });

/** Google Identity Toolkit `accounts:signInWithPhoneNumber` (what Firebase phone auth uses). */
function createIdentityToolkitProvider(baseUrl: string, apiKey: string): PhoneCodeProvider {
  return {
    isConfigured: true,
    async verify({ sessionInfo, code, field }) {
      const url = new URL('/v1/accounts:signInWithPhoneNumber', baseUrl);
      url.searchParams.set('key', apiKey);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sessionInfo, code }),
          signal: AbortSignal.timeout(5000),
        });
      } catch (error) {
        throw new ServiceUnavailableError(
          'firebase',
          'Phone verification is not reachable.',
          error,
        );
      }
      const body: unknown = await response.json().catch(() => null);
      if (response.ok) {
        const parsed = SuccessSchema.safeParse(body);
        if (parsed.success) return parsed.data;
      }
      const reason = ErrorSchema.safeParse(body).data?.error.message ?? '';
      if (reason.startsWith('SESSION_EXPIRED') || reason.startsWith('CODE_EXPIRED')) {
        throw ValidationError.field(field, OTP_EXPIRED_MESSAGE);
      }
      if (reason.startsWith('INVALID_CODE') || reason.startsWith('INVALID_SESSION_INFO')) {
        throw ValidationError.field(field, OTP_INVALID_MESSAGE);
      }
      throw new ServiceUnavailableError('firebase', 'Phone verification failed.', { reason });
    },
  };
}

export function createPhoneCodeProvider(env: Env): PhoneCodeProvider {
  return env.FIREBASE_API_KEY
    ? createIdentityToolkitProvider(env.FIREBASE_AUTH_URL, env.FIREBASE_API_KEY)
    : disabled;
}
