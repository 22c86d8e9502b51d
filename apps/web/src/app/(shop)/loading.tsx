import { getRequestI18n } from '@/features/i18n/request-i18n';
import { PageSkeleton } from '@/features/ui/page-skeleton';

export default async function Loading() {
  const { t } = await getRequestI18n();
  return <PageSkeleton label={t('common.loading')} />;
}
