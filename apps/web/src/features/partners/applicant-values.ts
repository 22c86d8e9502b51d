import type { Zone } from '@marketplace/contract/zones';
import type { Translate } from '@/features/i18n/translate';
import type { ReviewSection } from './application-review';

/** The applicant's own fields, the same in the store and the delivery-man application. */
export type ApplicantValues = {
  f_name: string;
  l_name: string;
  phone: string;
  email: string;
  password: string;
  confirm_password: string;
};

export const EMPTY_APPLICANT: ApplicantValues = {
  f_name: '',
  l_name: '',
  phone: '',
  email: '',
  password: '',
  confirm_password: '',
};

/** The applicant's fields in the order their step shows and checks them. */
export const APPLICANT_FIELDS: readonly (keyof ApplicantValues)[] = [
  'f_name',
  'l_name',
  'phone',
  'email',
  'password',
  'confirm_password',
];

/** The applicant's rows on the review step (the phone with its dialling code; no password). */
export function applicantReviewRows(
  values: ApplicantValues,
  fullPhone: string,
  t: Translate,
): ReviewSection['rows'][number][] {
  return [
    { label: t('partners.firstName'), value: values.f_name },
    { label: t('partners.lastName'), value: values.l_name },
    { label: t('partners.phone'), value: fullPhone },
    { label: t('partners.email'), value: values.email },
  ];
}

/** The chosen zone's name as the review shows it, or null before one is chosen. */
export function reviewZoneName(zones: readonly Zone[], zoneId: string): string | null {
  const zone = zones.find((z) => String(z.id) === zoneId);
  return zone ? zone.display_name || zone.name : null;
}
