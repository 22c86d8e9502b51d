import { AuthMessageResponseSchema, AuthResultSchema } from '@marketplace/contract/auth-answers';
import {
  LoginBodySchema,
  SignUpBodySchema,
  SocialLoginBodySchema,
  SocialRegisterBodySchema,
  UpdateInfoBodySchema,
} from '@marketplace/contract/auth-login';
import { LOGOUT_SUCCESS_MESSAGE } from '@marketplace/contract/auth-messages';
import { FirebaseVerifyTokenBodySchema, VerifyOtpBodySchema } from '@marketplace/contract/auth-otp';
import {
  FirebaseResetPasswordBodySchema,
  ForgotPasswordBodySchema,
  ResetPasswordBodySchema,
  VerifyResetTokenBodySchema,
} from '@marketplace/contract/auth-password-reset';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../app-types';
import { revokeAccessToken } from './access-tokens';
import { RateLimitedError } from './attempt-limiter';
import { createAuthDeps, type RequestOrigin } from './auth-deps';
import { resolveCustomer } from './caller';
import { loginManually } from './manual-login';
import { loginWithOtp, verifyContactCode, verifyFirebaseCode } from './otp-login';
import {
  requestPasswordReset,
  resetPassword,
  verifyFirebaseResetCode,
  verifyResetCode,
} from './password-reset';
import { signUp } from './sign-up';
import { loginWithSocial, registerSocialPhone } from './social-login';
import { updateInfo } from './update-info';

const errors = {
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};
const authAnswer = { 200: AuthResultSchema, ...errors };
const messageAnswer = { 200: AuthMessageResponseSchema, ...errors };

function originOf(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, guestId: request.ctx.guestId };
}

/** /auth/*: sign-up, the three login types, verification, recovery and logout. */
export function authRoutes(deps: AppDeps) {
  return async (app: App) => {
    const auth = createAuthDeps(deps, app.log);

    // Our own limits (OTP cooldown, blocks, per-account counters) say how long to wait.
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof RateLimitedError) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
      }
    });

    app.post(
      '/auth/sign-up',
      { schema: { tags: ['auth'], body: SignUpBodySchema, response: authAnswer } },
      (request) => signUp(auth, originOf(request), request.body),
    );

    app.post(
      '/auth/login',
      { schema: { tags: ['auth'], body: LoginBodySchema, response: authAnswer } },
      (request) => {
        const body = request.body;
        if (body.login_type === 'manual') return loginManually(auth, originOf(request), body);
        if (body.login_type === 'otp') return loginWithOtp(auth, originOf(request), body);
        return loginWithSocial(auth, originOf(request), body);
      },
    );

    app.post(
      '/auth/verify-phone',
      { schema: { tags: ['auth'], body: VerifyOtpBodySchema, response: authAnswer } },
      (request) => verifyContactCode(auth, originOf(request), request.body),
    );

    app.post(
      '/auth/firebase-verify-token',
      { schema: { tags: ['auth'], body: FirebaseVerifyTokenBodySchema, response: authAnswer } },
      (request) => verifyFirebaseCode(auth, originOf(request), request.body),
    );

    app.post(
      '/auth/social-login',
      { schema: { tags: ['auth'], body: SocialLoginBodySchema, response: authAnswer } },
      (request) => loginWithSocial(auth, originOf(request), request.body),
    );

    app.post(
      '/auth/social-register',
      { schema: { tags: ['auth'], body: SocialRegisterBodySchema, response: authAnswer } },
      (request) => registerSocialPhone(auth, originOf(request), request.body),
    );

    app.post(
      '/auth/update-info',
      { schema: { tags: ['auth'], body: UpdateInfoBodySchema, response: authAnswer } },
      (request) =>
        updateInfo(
          auth,
          { ...originOf(request), bearerToken: request.ctx.bearerToken },
          request.body,
        ),
    );

    app.post(
      '/auth/forgot-password',
      { schema: { tags: ['auth'], body: ForgotPasswordBodySchema, response: messageAnswer } },
      (request) => requestPasswordReset(auth, originOf(request), request.body),
    );

    app.post(
      '/auth/verify-token',
      { schema: { tags: ['auth'], body: VerifyResetTokenBodySchema, response: messageAnswer } },
      (request) => verifyResetCode(auth, originOf(request), request.body),
    );

    app.put(
      '/auth/reset-password',
      { schema: { tags: ['auth'], body: ResetPasswordBodySchema, response: messageAnswer } },
      (request) => resetPassword(auth, originOf(request), request.body),
    );

    app.put(
      '/auth/firebase-reset-password',
      {
        schema: { tags: ['auth'], body: FirebaseResetPasswordBodySchema, response: messageAnswer },
      },
      (request) => verifyFirebaseResetCode(auth, originOf(request), request.body),
    );

    app.post(
      '/auth/logout',
      { schema: { tags: ['auth'], response: messageAnswer } },
      async (request) => {
        await resolveCustomer(deps.db, request.ctx);
        await revokeAccessToken(deps.db, request.ctx.bearerToken ?? '');
        return { message: LOGOUT_SUCCESS_MESSAGE };
      },
    );
  };
}
