import type { Zone } from '@marketplace/contract/zones';
import type { MessageKey } from '@/features/i18n/messages/en';
import type { Translate } from '@/features/i18n/translate';
import { applicantReviewRows, reviewZoneName } from './applicant-values';
import type { ReviewSection } from './application-review';
import type { DeliveryManValues } from './delivery-man-values';

/** What the review step shows of a delivery-man application, section by section. */
export function buildDeliveryManReviewSections(
  values: DeliveryManValues,
  context: { zones: readonly Zone[]; fullPhone: string; t: Translate },
): ReviewSection[] {
  const { zones, fullPhone, t } = context;
  const label = (key: string) => (key ? t(key as MessageKey) : null);
  return [
    {
      title: t('deliveryReg.stepPersonal'),
      step: 0,
      rows: [
        ...applicantReviewRows(values, fullPhone, t),
        { label: t('deliveryReg.photo'), value: values.image?.name ?? null },
      ],
    },
    {
      title: t('deliveryReg.stepWork'),
      step: 1,
      rows: [
        { label: t('partners.zone'), value: reviewZoneName(zones, values.zone_id) },
        {
          label: t('deliveryReg.vehicle'),
          value: values.vehicle_type ? label(`deliveryReg.vehicle.${values.vehicle_type}`) : null,
        },
        {
          label: t('deliveryReg.earning'),
          value:
            values.earning === ''
              ? null
              : t(
                  values.earning === '1'
                    ? 'deliveryReg.earning.freelance'
                    : 'deliveryReg.earning.salaried',
                ),
        },
      ],
    },
    {
      title: t('deliveryReg.stepIdentity'),
      step: 2,
      rows: [
        {
          label: t('deliveryReg.identityType'),
          value: values.identity_type
            ? label(`deliveryReg.identity.${values.identity_type}`)
            : null,
        },
        { label: t('deliveryReg.identityNumber'), value: values.identity_number },
        {
          label: t('deliveryReg.identityImages'),
          value: values.identity_image.map((file) => file.name).join(', '),
        },
      ],
    },
  ];
}
