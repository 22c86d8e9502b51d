import { endpoint } from '../endpoint';

const TAGS = ['auth'];
const ERRORS = [401, 403, 422, 429];

/** POST /auth/sign-up: a new customer; a token, or the verification step to finish first. */
export const signUp = endpoint({
  method: 'POST',
  path: '/auth/sign-up',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ SignUpBodySchema }, { AuthResultSchema }] = await Promise.all([
      import('../auth-login'),
      import('../auth-answers'),
    ]);
    return { body: SignUpBodySchema, response: AuthResultSchema };
  },
});

/** POST /auth/login: `login_type` manual, otp or social; a token or the next step. */
export const login = endpoint({
  method: 'POST',
  path: '/auth/login',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ LoginBodySchema }, { AuthResultSchema }] = await Promise.all([
      import('../auth-login'),
      import('../auth-answers'),
    ]);
    return { body: LoginBodySchema, response: AuthResultSchema };
  },
});

/** POST /auth/verify-phone: the code sent to a phone or e-mail (login or sign-up step). */
export const verifyPhone = endpoint({
  method: 'POST',
  path: '/auth/verify-phone',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ VerifyOtpBodySchema }, { AuthResultSchema }] = await Promise.all([
      import('../auth-otp'),
      import('../auth-answers'),
    ]);
    return { body: VerifyOtpBodySchema, response: AuthResultSchema };
  },
});

/** POST /auth/firebase-verify-token: a Firebase phone session and its code. */
export const firebaseVerifyToken = endpoint({
  method: 'POST',
  path: '/auth/firebase-verify-token',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ FirebaseVerifyTokenBodySchema }, { AuthResultSchema }] = await Promise.all([
      import('../auth-otp'),
      import('../auth-answers'),
    ]);
    return { body: FirebaseVerifyTokenBodySchema, response: AuthResultSchema };
  },
});

/** POST /auth/social-login: a Google, Facebook or Apple token. */
export const socialLogin = endpoint({
  method: 'POST',
  path: '/auth/social-login',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ SocialLoginBodySchema }, { AuthResultSchema }] = await Promise.all([
      import('../auth-login'),
      import('../auth-answers'),
    ]);
    return { body: SocialLoginBodySchema, response: AuthResultSchema };
  },
});

/** POST /auth/social-register: the phone a new social account still needs. */
export const socialRegister = endpoint({
  method: 'POST',
  path: '/auth/social-register',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ SocialRegisterBodySchema }, { AuthResultSchema }] = await Promise.all([
      import('../auth-login'),
      import('../auth-answers'),
    ]);
    return { body: SocialRegisterBodySchema, response: AuthResultSchema };
  },
});

/** POST /auth/update-info: the name and e-mail a new OTP account still needs. */
export const updateInfo = endpoint({
  method: 'POST',
  path: '/auth/update-info',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ UpdateInfoBodySchema }, { AuthResultSchema }] = await Promise.all([
      import('../auth-login'),
      import('../auth-answers'),
    ]);
    return { body: UpdateInfoBodySchema, response: AuthResultSchema };
  },
});

/** POST /auth/forgot-password: step 0 of recovery: a code to the phone or e-mail. */
export const forgotPassword = endpoint({
  method: 'POST',
  path: '/auth/forgot-password',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ ForgotPasswordBodySchema }, { AuthMessageResponseSchema }] = await Promise.all([
      import('../auth-password-reset'),
      import('../auth-answers'),
    ]);
    return { body: ForgotPasswordBodySchema, response: AuthMessageResponseSchema };
  },
});

/** POST /auth/verify-token: step 1 of recovery: the code checked, not used up. */
export const verifyResetToken = endpoint({
  method: 'POST',
  path: '/auth/verify-token',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ VerifyResetTokenBodySchema }, { AuthMessageResponseSchema }] = await Promise.all([
      import('../auth-password-reset'),
      import('../auth-answers'),
    ]);
    return { body: VerifyResetTokenBodySchema, response: AuthMessageResponseSchema };
  },
});

/** PUT /auth/reset-password: step 2 of recovery: the code again with the new password. */
export const resetPassword = endpoint({
  method: 'PUT',
  path: '/auth/reset-password',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ ResetPasswordBodySchema }, { AuthMessageResponseSchema }] = await Promise.all([
      import('../auth-password-reset'),
      import('../auth-answers'),
    ]);
    return { body: ResetPasswordBodySchema, response: AuthMessageResponseSchema };
  },
});

/** PUT /auth/firebase-reset-password: recovery through a Firebase phone session. */
export const firebaseResetPassword = endpoint({
  method: 'PUT',
  path: '/auth/firebase-reset-password',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ FirebaseResetPasswordBodySchema }, { AuthMessageResponseSchema }] = await Promise.all([
      import('../auth-password-reset'),
      import('../auth-answers'),
    ]);
    return { body: FirebaseResetPasswordBodySchema, response: AuthMessageResponseSchema };
  },
});

/** POST /auth/logout: the bearer token revoked. */
export const logout = endpoint({
  method: 'POST',
  path: '/auth/logout',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => ({ response: (await import('../auth-answers')).AuthMessageResponseSchema }),
});
