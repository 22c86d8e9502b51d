import { LOGOUT_SUCCESS_MESSAGE } from '@marketplace/contract/auth-messages';
import {
  firebaseResetPassword,
  firebaseVerifyToken,
  forgotPassword,
  login,
  logout,
  resetPassword as resetPasswordEntry,
  signUp as signUpEntry,
  socialLogin,
  socialRegister,
  updateInfo as updateInfoEntry,
  verifyPhone,
  verifyResetToken,
} from '@marketplace/contract/endpoints/auth';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { revokeAccessToken } from './access-tokens';
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

function originOf(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, guestId: request.ctx.guestId };
}

/** /auth/*: sign-up, the three login types, verification, recovery and logout. */
export function authRoutes(deps: AppDeps) {
  return async (app: App) => {
    const auth = createAuthDeps(deps, app.log, app.attemptLimiter);

    await route(app, signUpEntry, (request) => signUp(auth, originOf(request), request.body));
    await route(app, login, (request) => {
      const body = request.body;
      if (body.login_type === 'manual') return loginManually(auth, originOf(request), body);
      if (body.login_type === 'otp') return loginWithOtp(auth, originOf(request), body);
      return loginWithSocial(auth, originOf(request), body);
    });
    await route(app, verifyPhone, (request) =>
      verifyContactCode(auth, originOf(request), request.body),
    );
    await route(app, firebaseVerifyToken, (request) =>
      verifyFirebaseCode(auth, originOf(request), request.body),
    );
    await route(app, socialLogin, (request) =>
      loginWithSocial(auth, originOf(request), request.body),
    );
    await route(app, socialRegister, (request) =>
      registerSocialPhone(auth, originOf(request), request.body),
    );
    await route(app, updateInfoEntry, (request) =>
      updateInfo(
        auth,
        { ...originOf(request), bearerToken: request.ctx.bearerToken },
        request.body,
      ),
    );
    await route(app, forgotPassword, (request) =>
      requestPasswordReset(auth, originOf(request), request.body),
    );
    await route(app, verifyResetToken, (request) =>
      verifyResetCode(auth, originOf(request), request.body),
    );
    await route(app, resetPasswordEntry, (request) =>
      resetPassword(auth, originOf(request), request.body),
    );
    await route(app, firebaseResetPassword, (request) =>
      verifyFirebaseResetCode(auth, originOf(request), request.body),
    );
    await route(app, logout, async (request) => {
      await resolveCustomer(deps.db, request.ctx);
      await revokeAccessToken(deps.db, request.ctx.bearerToken ?? '');
      return { message: LOGOUT_SUCCESS_MESSAGE };
    });
  };
}
