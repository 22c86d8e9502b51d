import type { ApplicationKind } from '@marketplace/contract/partners';
import type { Notifier } from '../notifications/notifier';

const WHAT: Record<ApplicationKind, string> = {
  vendor: 'store',
  delivery_man: 'delivery man',
};

export type ApplicationEmail =
  | { kind: ApplicationKind; outcome: 'received' }
  | { kind: ApplicationKind; outcome: 'approved' }
  | { kind: ApplicationKind; outcome: 'rejected'; reason: string };

function textOf(email: ApplicationEmail, name: string): { subject: string; text: string } {
  const what = WHAT[email.kind];
  if (email.outcome === 'received') {
    return {
      subject: `We received your ${what} application`,
      text: `Hello ${name},\n\nThank you for applying. We will review your ${what} application and write to you at this address.`,
    };
  }
  if (email.outcome === 'approved') {
    return {
      subject: `Your ${what} application is approved`,
      text:
        email.kind === 'vendor'
          ? `Hello ${name},\n\nYour store application is approved. Sign in with the e-mail and password you chose to set up your store's items and opening hours; it appears to customers once it is set up.`
          : `Hello ${name},\n\nYour delivery man application is approved. Sign in with the e-mail and password you chose to start taking deliveries.`,
    };
  }
  return {
    subject: `Your ${what} application`,
    text: `Hello ${name},\n\nWe cannot accept your ${what} application: ${email.reason}\n\nYou may apply again once this is resolved.`,
  };
}

/**
 * Tells the applicant what happened to their application. Sent after the change is committed; a
 * failing mail server is logged by the notifier and does not undo the change.
 */
export async function notifyApplicant(
  notifier: Notifier,
  to: { email: string; name: string },
  email: ApplicationEmail,
): Promise<void> {
  await notifier
    .send({ channel: 'email', to: to.email, ...textOf(email, to.name) })
    .catch(() => {});
}
