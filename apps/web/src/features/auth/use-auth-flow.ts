'use client';

import type { ExistingUser } from '@marketplace/contract/auth-answers';
import type { SignUpBody } from '@marketplace/contract/auth-login';
import { useCallback, useRef, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import type { AuthDialogStep } from '@/features/shell/shell-state-provider';
import { notify } from '@/features/ui/notify';
import { isApiError } from '@/lib/api-client';
import { type BrowserAuthResult, postSession } from './auth-api';
import { getStepAfterLogin, getStepAfterSocial } from './auth-next-step';
import type { ManualSignIn } from './manual-sign-in-form';
import type { OtpSignIn } from './otp-sign-in-form';
import { saveRememberedLogin } from './remembered-login';
import { showFormErrors } from './server-errors';
import type { SocialCredential } from './social-sdk';
import { useCompleteSignIn } from './use-complete-sign-in';
import type { UserInfo } from './user-info-step';

/** Spec 01 §4 modal steps, plus the OTP dialog and the e-mail request of a social sign-in. */
export type FlowStep =
  | { name: AuthDialogStep }
  | {
      name: 'otp';
      /** Each code request is a new dialog (fresh input and countdown). */
      id: number;
      sentTo: string;
      demoOtp: string | null;
      verify: (otp: string) => Promise<void>;
      resend: () => Promise<string | null>;
    }
  | { name: 'user_info'; needs: { email: boolean; phone: boolean } }
  | { name: 'is_exist_user'; user: ExistingUser }
  | { name: 'phone_modal' }
  | { name: 'contact'; medium: SocialCredential['medium'] };

/** How the answer being handled was obtained: which rules apply and how to ask again. */
type Context = {
  kind: 'login' | 'social';
  /** Sends the request that produced the code again ('Resend it'). */
  resend: () => Promise<BrowserAuthResult>;
};

type SocialSignIn = SocialCredential & { phone?: string };

/** The state machine of the sign-in modal; every call goes through /api/session (see auth-api). */
export function useAuthFlow(initialStep: AuthDialogStep) {
  const t = useT();
  const completeSignIn = useCompleteSignIn();
  const [step, setStep] = useState<FlowStep>({ name: initialStep });
  const [isSocialBusy, setIsSocialBusy] = useState(false);
  const origin = useRef<'sign-in' | 'sign-up'>(initialStep);
  const remember = useRef(false);
  const otpRequests = useRef(0);
  // The answer that led to user_info (its temp_token), and the social sign-in in progress.
  const lastResult = useRef<BrowserAuthResult | null>(null);
  const socialSignIn = useRef<SocialSignIn | null>(null);

  const proceed = useCallback(
    async (result: BrowserAuthResult, context: Context): Promise<void> => {
      const next =
        context.kind === 'social' ? getStepAfterSocial(result) : getStepAfterLogin(result);
      lastResult.current = result;
      switch (next.kind) {
        case 'done':
          await completeSignIn(origin.current);
          return;
        case 'user_info':
          setStep({ name: 'user_info', needs: { email: !result.email, phone: !result.phone } });
          return;
        case 'is_exist_user':
          if (result.is_exist_user) setStep({ name: 'is_exist_user', user: result.is_exist_user });
          return;
        case 'phone_modal':
          setStep({ name: 'phone_modal' });
          return;
        case 'verify': {
          const contact = next.type === 'phone' ? result.phone : result.email;
          otpRequests.current += 1;
          setStep({
            name: 'otp',
            id: otpRequests.current,
            sentTo: contact ?? '',
            demoOtp: result.demo_otp ?? null,
            verify: async (otp) => {
              const answer = await postSession(
                'verify-phone',
                {
                  verification_type: next.type,
                  [next.type]: contact,
                  otp,
                  login_type: result.login_type,
                },
                remember.current,
              );
              await proceed(answer, { ...context, kind: 'login' });
            },
            resend: async () => (await context.resend()).demo_otp ?? null,
          });
          return;
        }
        default:
          notify('error', t('errors.generic'));
      }
    },
    [completeSignIn, t],
  );

  const signInManually = useCallback(
    async (values: ManualSignIn) => {
      remember.current = values.remember;
      const body = {
        login_type: 'manual',
        email_or_phone: values.email_or_phone,
        password: values.password,
        field_type: values.field_type,
      };
      const send = () => postSession('login', body, remember.current);
      const result = await send();
      saveRememberedLogin(values.remember, values.remembered);
      await proceed(result, { kind: 'login', resend: send });
    },
    [proceed],
  );

  const signInWithOtp = useCallback(
    async (values: OtpSignIn) => {
      remember.current = values.remember;
      const send = () =>
        postSession('login', { login_type: 'otp', phone: values.phone }, remember.current);
      const sent = await send();
      saveRememberedLogin(values.remember, values.remembered);
      otpRequests.current += 1;
      setStep({
        name: 'otp',
        id: otpRequests.current,
        sentTo: sent.phone ?? values.phone,
        demoOtp: sent.demo_otp ?? null,
        verify: async (otp) => {
          const answer = await postSession(
            'login',
            { login_type: 'otp', phone: values.phone, otp, verified: true },
            remember.current,
          );
          await proceed(answer, { kind: 'login', resend: send });
        },
        resend: async () => (await send()).demo_otp ?? null,
      });
    },
    [proceed],
  );

  const signUp = useCallback(
    async (body: Omit<SignUpBody, 'guest_id'>) => {
      origin.current = 'sign-up';
      const result = await postSession('sign-up', body, remember.current);
      // A new code for a pending account: signing in again with the same details sends one.
      const resend = () =>
        postSession(
          'login',
          { login_type: 'manual', email_or_phone: body.email, password: body.password },
          remember.current,
        );
      await proceed(result, { kind: 'login', resend });
    },
    [proceed],
  );

  const sendSocial = useCallback(
    async (social: SocialSignIn, verified?: 'yes' | 'no') => {
      socialSignIn.current = social;
      const send = () =>
        postSession(
          'social-login',
          { ...social, login_type: 'social', ...(verified ? { verified } : {}) },
          remember.current,
        );
      try {
        await proceed(await send(), { kind: 'social', resend: send });
      } catch (error) {
        // Spec 01 §4: code 'email' means the provider gave no e-mail; ask for one (or a phone).
        if (isApiError(error) && error.hasCode('email')) {
          setStep({ name: 'contact', medium: social.medium });
          return;
        }
        throw error;
      }
    },
    [proceed],
  );

  const signInWithSocial = useCallback(
    async (credential: SocialCredential) => {
      setIsSocialBusy(true);
      try {
        await sendSocial(credential);
      } catch (error) {
        showFormErrors(error, t);
      } finally {
        setIsSocialBusy(false);
      }
    },
    [sendSocial, t],
  );

  const goTo = useCallback((name: AuthDialogStep) => {
    origin.current = name;
    setStep({ name });
  }, []);

  const socialOf = () => {
    const social = socialSignIn.current;
    if (!social) throw new Error('No social sign-in in progress');
    return social;
  };

  return {
    step,
    isSocialBusy,
    goTo,
    signInManually,
    signInWithOtp,
    signUp,
    signInWithSocial,
    /** 'Is It You?' answered. */
    answerExistingUser: (verified: 'yes' | 'no') => sendSocial(socialOf(), verified),
    /** The e-mail or phone the provider did not give. */
    giveContact: (contact: { email?: string; phone?: string }) =>
      sendSocial({ ...socialOf(), ...contact, email: contact.email ?? null }),
    /** phone_modal: the phone for a social account that has none. */
    givePhone: async (phone: string) => {
      const social = socialOf();
      const send = () =>
        postSession(
          'social-register',
          {
            email: social.email,
            token: social.token,
            unique_id: social.unique_id,
            medium: social.medium,
            phone,
          },
          remember.current,
        );
      await proceed(await send(), { kind: 'login', resend: send });
    },
    /** user_info: name and the missing contact, authorised by the answer's temp_token. */
    giveUserInfo: async (info: UserInfo) => {
      const last = lastResult.current;
      const send = () =>
        postSession(
          'update-info',
          { ...info, login_type: last?.login_type ?? 'manual', temp_token: last?.temp_token },
          remember.current,
        );
      await proceed(await send(), { kind: 'login', resend: send });
    },
  };
}
