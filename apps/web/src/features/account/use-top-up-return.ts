'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CUSTOMER_INFO_QUERY_KEY } from '@/features/auth/use-customer-info';
import { useT } from '@/features/i18n/i18n-provider';
import { notify } from '@/features/ui/notify';
import { WALLET_LEDGER_KEY } from './use-ledger';

/**
 * Back from the gateway (/wallet?status=success|fail): says how the top-up went and reloads the
 * balance. The credit itself came from the gateway's signed callback, never from this return.
 */
export function useTopUpReturn(isSignedIn: boolean) {
  const t = useT();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isSignedIn) return;
    const url = new URL(window.location.href);
    const status = url.searchParams.get('status');
    if (status !== 'success' && status !== 'fail') return;
    if (status === 'success') notify('success', t('account.topUpDone'));
    else notify('error', t('account.topUpFailed'));
    void queryClient.invalidateQueries({ queryKey: CUSTOMER_INFO_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: WALLET_LEDGER_KEY });
    url.searchParams.delete('status');
    window.history.replaceState(null, '', `${url.pathname}${url.search}`);
  }, [isSignedIn, queryClient, t]);
}
