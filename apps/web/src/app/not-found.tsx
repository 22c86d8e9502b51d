import type { Metadata } from 'next';
import { StatusView } from '@/features/errors/status-view';
import { getRequestI18n } from '@/features/i18n/request-i18n';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('errors.notFoundTitle'), robots: { index: false } };
}

export default async function NotFound() {
  const { t } = await getRequestI18n();
  return (
    <StatusView
      code="404"
      title={t('errors.notFoundTitle')}
      body={t('errors.notFoundBody')}
      homeLabel={t('errors.backHome')}
    />
  );
}
