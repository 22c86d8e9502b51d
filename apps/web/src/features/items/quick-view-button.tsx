import type { Translate } from '@/features/i18n/translate';
import { Eye } from '@/features/ui/icons';
import { classNames } from '@/lib/class-names';

export type QuickViewContext = {
  /** Spec 01 §2: the description shows only when modalmanage is 'true'. */
  modalmanage: 'true' | 'false';
  /** The store whose page is open: its link is hidden in the view. */
  currentStoreId?: number | null;
};

/** The data attributes {@link QuickViewHost} reads from a clicked quick-view button. */
export const QUICK_VIEW_ATTRIBUTE = 'data-quick-view';

/** The data attributes that make any button open the item view (read by QuickViewHost). */
export function getQuickViewData(
  item: { id: number; slug: string; name: string; isCampaign: boolean },
  context: QuickViewContext,
  panelHref?: string,
): Record<string, string | number | undefined> {
  return {
    [QUICK_VIEW_ATTRIBUTE]: item.slug || String(item.id),
    'data-name': item.name,
    'data-campaign': item.isCampaign ? '1' : undefined,
    'data-modalmanage': context.modalmanage,
    'data-store-id': context.currentStoreId ?? undefined,
    'data-panel-href': panelHref,
  };
}

/**
 * Opens the item view as a modal over the current page (the URL stays). A plain button, rendered
 * on the server with every card: one client listener ({@link QuickViewHost}) handles all of them,
 * so a page of cards hydrates no per-card component.
 */
export function QuickViewButton({
  item,
  context,
  panelHref,
  t,
  className,
}: {
  item: { id: number; slug: string; name: string; isCampaign: boolean };
  context: QuickViewContext;
  /** On a store page with a right column: where selecting the item shows it there instead. */
  panelHref?: string;
  t: Translate;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={t('items.quickViewOf', { name: item.name })}
      {...getQuickViewData(item, context, panelHref)}
      className={classNames(
        'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface-raised/95 text-ink shadow-sm hover:bg-surface-muted',
        className,
      )}
    >
      <Eye aria-hidden className="size-5" />
    </button>
  );
}
