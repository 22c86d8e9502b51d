'use client';

import { Loader2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useI18n, useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { readIdTokenClaims } from './id-token';
import type { SocialProvider } from './login-options';
import { SDK_URLS, type SocialCredential } from './social-sdk';
import { type SdkStatus, useProviderSdk } from './use-provider-sdk';

type ProviderButtonProps = {
  provider: SocialProvider;
  onCredential: (credential: SocialCredential) => void;
  isBusy: boolean;
};

const NAMES = { google: 'Google', facebook: 'Facebook', apple: 'Apple' } as const;

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** The button shown while a provider's script loads, or instead of it when it cannot load. */
function FallbackButton({
  status,
  name,
  loadingLabel,
}: {
  status: SdkStatus;
  name: string;
  loadingLabel?: string;
}) {
  const t = useT();
  const isLoading = status === 'loading';
  return (
    <div>
      <button
        type="button"
        disabled
        aria-busy={isLoading}
        className={buttonClass('secondary', 'md', 'w-full')}
      >
        {isLoading ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
        {isLoading && loadingLabel ? loadingLabel : t('auth.continueWith', { provider: name })}
      </button>
      {status === 'unavailable' ? (
        <p className="mt-1 text-center text-xs text-ink-muted">
          {t('auth.socialUnavailable', { provider: name })}
        </p>
      ) : null}
    </div>
  );
}

function GoogleButton({ provider, onCredential }: ProviderButtonProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const latest = useLatest(onCredential);
  const { locale } = useI18n();
  const status = useProviderSdk({
    src: SDK_URLS.google,
    clientId: provider.clientId,
    isLoaded: () => Boolean(window.google?.accounts?.id),
    setup: () => {
      const google = window.google;
      const container = containerRef.current;
      if (!google || !container || !provider.clientId) throw new Error('Google is not ready');
      google.accounts.id.initialize({
        client_id: provider.clientId,
        ux_mode: 'popup',
        callback: ({ credential }) => {
          if (!credential) return;
          const claims = readIdTokenClaims(credential);
          latest.current({
            medium: 'google',
            token: credential,
            unique_id: claims.sub ?? null,
            email: claims.email ?? null,
          });
        },
      });
      google.accounts.id.renderButton(container, {
        type: 'standard',
        theme: 'outline',
        size: 'large',
        text: 'continue_with',
        locale,
        width: Math.min(400, Math.max(200, Math.round(container.clientWidth || 320))),
      });
    },
  });
  return (
    <div>
      <div ref={containerRef} hidden={status !== 'ready'} className="flex justify-center" />
      {status === 'ready' ? null : <FallbackButton status={status} name={NAMES.google} />}
    </div>
  );
}

function FacebookButton({ provider, onCredential, isBusy }: ProviderButtonProps) {
  const t = useT();
  const status = useProviderSdk({
    src: SDK_URLS.facebook,
    clientId: provider.clientId,
    isLoaded: () => Boolean(window.FB),
    setup: () => {
      if (!window.FB || !provider.clientId) throw new Error('Facebook is not ready');
      window.FB.init({ appId: provider.clientId, version: 'v19.0', cookie: false, xfbml: false });
    },
  });
  if (status !== 'ready') return <FallbackButton status={status} name={NAMES.facebook} />;
  const signIn = () =>
    window.FB?.login(
      ({ authResponse }) => {
        if (!authResponse) return;
        // The e-mail may be missing (a phone-only account): the server then asks for one.
        window.FB?.api('/me', { fields: 'email' }, ({ email }) =>
          onCredential({
            medium: 'facebook',
            token: authResponse.accessToken,
            unique_id: authResponse.userID,
            email: email ?? null,
          }),
        );
      },
      { scope: 'email,public_profile' },
    );
  return (
    <button
      type="button"
      onClick={signIn}
      disabled={isBusy}
      className={buttonClass('secondary', 'md', 'w-full')}
    >
      {t('auth.continueWith', { provider: NAMES.facebook })}
    </button>
  );
}

function AppleButton({ provider, onCredential, isBusy }: ProviderButtonProps) {
  const t = useT();
  const status = useProviderSdk({
    src: SDK_URLS.apple,
    clientId: provider.clientId,
    isLoaded: () => Boolean(window.AppleID?.auth),
    setup: () => {
      if (!window.AppleID || !provider.clientId) throw new Error('Apple is not ready');
      window.AppleID.auth.init({
        clientId: provider.clientId,
        scope: 'name email',
        redirectURI: provider.redirectUrl ?? window.location.origin,
        usePopup: true,
      });
    },
  });
  if (status !== 'ready') {
    return (
      <FallbackButton status={status} name={NAMES.apple} loadingLabel={t('auth.appleLoading')} />
    );
  }
  const signIn = async () => {
    try {
      const answer = await window.AppleID?.auth.signIn();
      const idToken = answer?.authorization?.id_token;
      if (!idToken) return;
      const claims = readIdTokenClaims(idToken);
      onCredential({
        medium: 'apple',
        token: idToken,
        unique_id: claims.sub ?? null,
        email: answer?.user?.email ?? claims.email ?? null,
      });
    } catch {
      // Closing Apple's popup rejects; nothing to report.
    }
  };
  return (
    <button
      type="button"
      onClick={signIn}
      disabled={isBusy}
      className={buttonClass('secondary', 'md', 'w-full')}
    >
      {t('auth.continueWith', { provider: NAMES.apple })}
    </button>
  );
}

const BUTTONS: Record<SocialProvider['medium'], (props: ProviderButtonProps) => ReactNode> = {
  google: GoogleButton,
  facebook: FacebookButton,
  apple: AppleButton,
};

/** Spec 01 §2: Google, Facebook and Apple, each only when enabled (see getSocialProviders). */
export function SocialButtons({
  providers,
  onCredential,
  isBusy,
}: {
  providers: SocialProvider[];
  onCredential: (credential: SocialCredential) => void;
  isBusy: boolean;
}) {
  const t = useT();
  return (
    <ul aria-label={t('auth.socialLabel')} className="space-y-2">
      {providers.map((provider) => {
        const Button = BUTTONS[provider.medium];
        return (
          <li key={provider.medium}>
            <Button provider={provider} onCredential={onCredential} isBusy={isBusy} />
          </li>
        );
      })}
    </ul>
  );
}
