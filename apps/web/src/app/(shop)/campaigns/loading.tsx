import { GridSkeleton } from '@/features/catalog/grid-skeleton';
import { getRequestI18n } from '@/features/i18n/request-i18n';

export default async function Loading() {
  const { t } = await getRequestI18n();
  return <GridSkeleton label={t('common.loading')} cards={8} />;
}
