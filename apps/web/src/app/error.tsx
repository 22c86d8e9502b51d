'use client';

import { useEffect } from 'react';
import { StatusView } from '@/features/errors/status-view';
import { useT } from '@/features/i18n/i18n-provider';

export default function ErrorBoundary({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useT();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StatusView
      title={t('errors.errorTitle')}
      body={t('errors.errorBody')}
      homeLabel={t('errors.backHome')}
      retry={{ label: t('common.retry'), onRetry: reset }}
    />
  );
}
