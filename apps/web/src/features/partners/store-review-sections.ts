import type { Zone } from '@marketplace/contract/zones';
import type { Translate } from '@/features/i18n/translate';
import { applicantReviewRows, reviewZoneName } from './applicant-values';
import type { ReviewSection } from './application-review';
import {
  STORE_LANGUAGES,
  type StoreRegistrationValues,
  storeTextField,
} from './store-registration-values';

/** What the review step shows of a vendor application, section by section. */
export function buildStoreReviewSections(
  values: StoreRegistrationValues,
  context: { zones: readonly Zone[]; moduleName: string | null; fullPhone: string; t: Translate },
): ReviewSection[] {
  const { zones, moduleName, fullPhone, t } = context;
  const hasRange = values.delivery_min.trim() !== '' && values.delivery_max.trim() !== '';
  return [
    {
      title: t('storeReg.stepStore'),
      step: 0,
      rows: STORE_LANGUAGES.flatMap((language) => {
        const languageName = t(`storeReg.language.${language}`);
        return [
          {
            label: t('storeReg.storeName', { language: languageName }),
            value: values[storeTextField('store_name', language)],
          },
          {
            label: t('storeReg.address', { language: languageName }),
            value: values[storeTextField('address', language)],
          },
        ];
      }),
    },
    {
      title: t('storeReg.stepLocation'),
      step: 1,
      rows: [
        { label: t('partners.zone'), value: reviewZoneName(zones, values.zone_id) },
        { label: t('storeReg.module'), value: moduleName },
        {
          label: t('storeReg.location'),
          value:
            values.latitude !== null && values.longitude !== null
              ? `${values.latitude.toFixed(5)}, ${values.longitude.toFixed(5)}`
              : null,
        },
      ],
    },
    {
      title: t('storeReg.stepImages'),
      step: 2,
      rows: [
        { label: t('storeReg.logo'), value: values.logo?.name ?? null },
        { label: t('storeReg.cover'), value: values.cover_photo?.name ?? null },
        { label: t('storeReg.tax'), value: values.tax },
        {
          label: t('storeReg.deliveryTime'),
          value: hasRange
            ? `${values.delivery_min}–${values.delivery_max} ${t(`storeReg.unit.${values.delivery_unit}`)}`
            : null,
        },
      ],
    },
    {
      title: t('storeReg.stepOwner'),
      step: 3,
      rows: applicantReviewRows(values, fullPhone, t),
    },
  ];
}
