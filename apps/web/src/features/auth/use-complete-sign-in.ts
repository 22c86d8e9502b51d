'use client';

import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { fetchZoneModules } from '@/features/modules/modules-api';
import { useShellState } from '@/features/shell/shell-state-provider';
import { notify } from '@/features/ui/notify';

async function isParcelModule(
  queryClient: QueryClient,
  zoneIds: number[],
  moduleId: number,
): Promise<boolean> {
  const modules = await queryClient.fetchQuery({
    queryKey: ['modules', zoneIds],
    queryFn: ({ signal }) => fetchZoneModules(zoneIds, signal),
  });
  return modules.find((module) => module.id === moduleId)?.module_type === 'parcel';
}

/**
 * Spec 01 §4 "On login success" and "On sign-up success": the session cookie is already set;
 * close the modal, toast, let server components see the session (router.refresh) and refetch
 * cart, wishlist and profile. Sign-up continues to /interest (a zone and a non-parcel module) or
 * /home; a login from the forgot-password page goes to /home.
 */
export function useCompleteSignIn() {
  const t = useT();
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const { closeDialog, markSignedIn, zoneIds, moduleId } = useShellState();

  return useCallback(
    async (origin: 'sign-in' | 'sign-up') => {
      // A heart tapped before the refresh below lands saves it, instead of asking to sign in.
      markSignedIn();
      closeDialog();
      notify('success', origin === 'sign-up' ? t('auth.signUpSuccess') : t('auth.loginSuccess'));
      let target: string | null = null;
      if (origin === 'sign-up') {
        const asksInterest =
          zoneIds !== null &&
          moduleId !== null &&
          !(await isParcelModule(queryClient, zoneIds, moduleId).catch(() => true));
        target = asksInterest ? '/interest' : '/home';
      } else if (pathname === '/forgot-password') {
        target = '/home';
      }
      if (target) router.push(target);
      router.refresh();
      await queryClient.invalidateQueries();
    },
    [closeDialog, markSignedIn, t, zoneIds, moduleId, queryClient, pathname, router],
  );
}
