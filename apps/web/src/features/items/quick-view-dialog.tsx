'use client';

import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { useId } from 'react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useT } from '@/features/i18n/i18n-provider';
import { DialogCloseButton } from '@/features/ui/dialog-close-button';
import { closeWith, DialogShell, returnFocusWith } from '@/features/ui/dialog-shell';
import { RetryAlert } from '@/features/ui/retry-alert';
import { Skeleton } from '@/features/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useQuery } from '@/lib/hydration-safe-query';
import { ItemDetailView } from './item-detail-view';
import { getItemHref } from './item-href';
import { fetchItemDetails } from './items-api';
import type { QuickViewContext } from './quick-view-button';

/** Spec 01 §2 item view as a modal: fetched from /items/details when opened; the URL stays. */
export function QuickViewDialog({
  idOrSlug,
  name,
  isCampaign,
  context,
  onClose,
  returnFocus,
}: {
  idOrSlug: string;
  name: string;
  isCampaign: boolean;
  context: QuickViewContext;
  onClose: () => void;
  /** Focus goes back to what opened the dialog (Radix only knows its own Trigger). */
  returnFocus: () => void;
}) {
  const t = useT();
  const settings = useCatalogSettings();
  const headingId = useId();
  const details = useQuery({
    queryKey: ['item-details', idOrSlug, isCampaign],
    queryFn: ({ signal }) => fetchItemDetails(idOrSlug, isCampaign, signal),
    staleTime: 30_000,
    meta: { silent: true },
  });

  return (
    <DialogShell
      open
      onOpenChange={closeWith(onClose)}
      overlayClassName="fixed inset-0 z-50 bg-[rgb(0_0_0/0.5)]"
    >
      <Dialog.Content
        aria-labelledby={headingId}
        aria-describedby={undefined}
        onCloseAutoFocus={returnFocusWith(returnFocus)}
        className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-surface-raised p-4 text-ink shadow-xl sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-4xl sm:-translate-x-1/2 sm:-translate-y-1/2 pt-16 md:rounded-2xl md:p-6 sm:rounded-2xl"
      >
        {details.isSuccess ? (
          <>
            <ItemDetailView
              item={details.data}
              t={t}
              settings={settings}
              modalmanage={context.modalmanage}
              currentStoreId={context.currentStoreId ?? null}
              headingId={headingId}
            />
            <div className="mt-4 border-t border-line pt-3">
              <Link
                href={getItemHref(details.data)}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand hover:underline"
              >
                {t('items.viewFullPage')}
              </Link>
            </div>
          </>
        ) : (
          <>
            <Dialog.Title id={headingId} className="pe-10 text-lg font-bold">
              {name}
            </Dialog.Title>
            {details.isError ? (
              <RetryAlert className="mt-4 space-y-3" onRetry={() => void details.refetch()}>
                <p className="text-danger">
                  {isApiError(details.error) && details.error.status === 404
                    ? t('items.notFound')
                    : t('errors.generic')}
                </p>
              </RetryAlert>
            ) : (
              <div role="status" aria-busy="true" className="mt-4 grid gap-5 md:grid-cols-2">
                <span className="sr-only">{t('common.loading')}</span>
                <Skeleton className="aspect-square w-full" />
                <div className="space-y-3">
                  <Skeleton className="h-7 w-3/4" />
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-6 w-1/4" />
                  <Skeleton className="h-32 w-full" />
                </div>
              </div>
            )}
          </>
        )}
        <DialogCloseButton className="absolute end-3 top-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-surface-raised/90 text-ink-muted hover:bg-surface-muted" />
      </Dialog.Content>
    </DialogShell>
  );
}
