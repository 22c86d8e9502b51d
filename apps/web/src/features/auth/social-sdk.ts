/** The few calls of each provider's browser SDK that sign-in uses. */
export type GoogleIdentity = {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        ux_mode?: 'popup' | 'redirect';
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
};

export type FacebookSdk = {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken: string; userID: string } | null }) => void,
    options: { scope: string },
  ): void;
  api(
    path: string,
    params: { fields: string },
    callback: (response: { email?: string }) => void,
  ): void;
};

export type AppleIdSdk = {
  auth: {
    init(options: {
      clientId: string;
      scope: string;
      redirectURI: string;
      usePopup: boolean;
    }): void;
    signIn(): Promise<{
      authorization?: { id_token?: string; code?: string };
      user?: { email?: string };
    }>;
  };
};

declare global {
  interface Window {
    google?: GoogleIdentity;
    FB?: FacebookSdk;
    AppleID?: AppleIdSdk;
  }
}

export const SDK_URLS = {
  google: 'https://accounts.google.com/gsi/client',
  facebook: 'https://connect.facebook.net/en_US/sdk.js',
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
} as const;

/** What a provider hands back, ready for POST /auth/social-login. */
export type SocialCredential = {
  medium: 'google' | 'facebook' | 'apple';
  token: string;
  unique_id: string | null;
  email: string | null;
};
