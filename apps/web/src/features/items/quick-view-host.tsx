'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { QUICK_VIEW_ATTRIBUTE, type QuickViewContext } from './quick-view-button';

// The dialog, the detail view and the details query load on the first click, not with the page.
const QuickViewDialog = dynamic(
  () => import('./quick-view-dialog').then((module) => module.QuickViewDialog),
  { ssr: false },
);

/** Wider than this, a store page of a non-food module shows the item in its right column. */
const RIGHT_COLUMN_QUERY = '(min-width: 64rem)';

type Request = { idOrSlug: string; name: string; isCampaign: boolean; context: QuickViewContext };

/**
 * One listener for every quick-view button of the page (event delegation): it opens the item
 * view as a modal, or, on a wide store page with an item column, shows the item there. Focus goes
 * back to the button that opened it.
 */
export function QuickViewHost() {
  const router = useRouter();
  const [request, setRequest] = useState<Request | null>(null);
  const trigger = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLElement>(`[${QUICK_VIEW_ATTRIBUTE}]`);
      if (!button) return;
      event.preventDefault();
      const data = button.dataset;
      if (data.panelHref && window.matchMedia(RIGHT_COLUMN_QUERY).matches) {
        router.push(data.panelHref, { scroll: false });
        return;
      }
      trigger.current = button;
      setRequest({
        idOrSlug: data.quickView ?? '',
        name: data.name ?? '',
        isCampaign: data.campaign === '1',
        context: {
          modalmanage: data.modalmanage === 'false' ? 'false' : 'true',
          currentStoreId: data.storeId ? Number(data.storeId) : null,
        },
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);

  if (!request) return null;
  return (
    <QuickViewDialog
      key={`${request.idOrSlug}-${request.isCampaign}`}
      idOrSlug={request.idOrSlug}
      name={request.name}
      isCampaign={request.isCampaign}
      context={request.context}
      onClose={() => setRequest(null)}
      returnFocus={() => trigger.current?.focus()}
    />
  );
}
