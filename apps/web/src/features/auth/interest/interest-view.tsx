'use client';

import type { Module } from '@marketplace/contract/modules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Loader2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { ModuleIcon } from '@/features/modules/module-icon';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { notify } from '@/features/ui/notify';
import { classNames } from '@/lib/class-names';
import { saveInterests } from '../customer-api';
import { CUSTOMER_INFO_QUERY_KEY, useCustomerInfo } from '../use-customer-info';

/** /interest: the modules the customer cares about, saved with POST /customer/update-interest. */
export function InterestView({ modules }: { modules: Module[] }) {
  const t = useT();
  const errorId = useId();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { isSignedIn, openAuthDialog } = useShellState();
  const info = useCustomerInfo(isSignedIn);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Start from the saved interests once they arrive.
  useEffect(() => {
    if (chosen === null && info.data) setChosen(info.data.interest);
  }, [chosen, info.data]);

  const save = useMutation({
    mutationFn: saveInterests,
    onSuccess: () => {
      notify('success', t('interest.saved'));
      void queryClient.invalidateQueries({ queryKey: CUSTOMER_INFO_QUERY_KEY });
      router.push('/home');
    },
  });

  if (!isSignedIn) {
    return (
      <section className="mx-auto max-w-lg py-10 text-center">
        <h1 className="text-2xl font-bold">{t('interest.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('interest.signInFirst')}</p>
        <button
          type="button"
          className={buttonClass('primary', 'md', 'mt-6')}
          onClick={() => openAuthDialog('sign-in')}
        >
          {t('auth.signIn')}
        </button>
      </section>
    );
  }

  const selected = chosen ?? [];
  const toggle = (id: number) => {
    setError(null);
    setChosen(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  };
  const submit = () => {
    if (selected.length === 0) {
      // The contract's INTEREST_REQUIRED wording; the page keeps zod out of its first load.
      setError(t('authError.interestRequired'));
      return;
    }
    save.mutate(selected);
  };

  return (
    <section className="mx-auto max-w-3xl py-6">
      <h1 className="text-2xl font-bold">{t('interest.title')}</h1>
      <p className="mt-1 text-ink-muted">{t('interest.description')}</p>
      {modules.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-line p-6 text-center text-sm">
          {t('modules.empty')}
        </p>
      ) : (
        <ul
          aria-label={t('interest.listLabel')}
          aria-describedby={error ? errorId : undefined}
          className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3"
        >
          {modules.map((module) => {
            const isChosen = selected.includes(module.id);
            return (
              <li key={module.id}>
                <button
                  type="button"
                  aria-pressed={isChosen}
                  onClick={() => toggle(module.id)}
                  className={classNames(
                    'relative flex h-full w-full flex-col items-center gap-2 rounded-xl border p-4 text-center text-sm font-semibold transition-colors hover:border-brand',
                    isChosen ? 'border-brand bg-brand-soft' : 'border-line',
                  )}
                >
                  {isChosen ? (
                    <Check aria-hidden className="absolute end-2 top-2 size-4 text-brand" />
                  ) : null}
                  <ModuleIcon url={module.icon_full_url} className="size-12" />
                  {module.module_name}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {error ? (
        <p id={errorId} role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Link href="/home" className={buttonClass('secondary')}>
          {t('interest.skip')}
        </Link>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={submit}
          disabled={save.isPending || modules.length === 0}
        >
          {save.isPending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
          {t('interest.save')}
        </button>
      </div>
    </section>
  );
}
