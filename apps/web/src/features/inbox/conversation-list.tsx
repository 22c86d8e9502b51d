'use client';

import type { ChatReceiverType, Conversation } from '@marketplace/contract/messages';
import { formatInstant } from '@marketplace/domain/time/format-instant';
import { Bike, Headset, Search, Store } from 'lucide-react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { EmptyState } from '@/features/catalog/empty-state';
import { useI18n } from '@/features/i18n/i18n-provider';
import type { MessageKey } from '@/features/i18n/messages/en';
import { RetryAlert } from '@/features/ui/retry-alert';
import { Skeleton } from '@/features/ui/skeleton';
import { classNames } from '@/lib/class-names';
import { toImageSrc } from '@/lib/image-url';
import type { InboxFilter } from './inbox-api';
import { getReceiverName } from './receiver-name';
import { useConversations } from './use-inbox';

const FILTERS: { type: ChatReceiverType | null; label: MessageKey }[] = [
  { type: null, label: 'inbox.filterAll' },
  { type: 'vendor', label: 'inbox.filterVendor' },
  { type: 'delivery_man', label: 'inbox.filterDelivery' },
  { type: 'admin', label: 'inbox.filterSupport' },
];

function ReceiverAvatar({ conversation }: { conversation: Conversation }) {
  const src = toImageSrc(conversation.receiver.image_full_url);
  if (src) {
    // biome-ignore lint/performance/noImgElement: a small logo served by the API, not optimised
    return <img src={src} alt="" className="size-10 shrink-0 rounded-full object-cover" />;
  }
  const Icon =
    conversation.receiver_type === 'admin'
      ? Headset
      : conversation.receiver_type === 'delivery_man'
        ? Bike
        : Store;
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
      <Icon aria-hidden className="size-5" />
    </span>
  );
}

type ConversationListProps = {
  filter: InboxFilter;
  onFilterChange: (filter: InboxFilter) => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
};

/** The inbox column: search, a filter by the other side, and the conversations, latest first. */
export function ConversationList({
  filter,
  onFilterChange,
  selectedId,
  onSelect,
}: ConversationListProps) {
  const { t, locale } = useI18n();
  const { timeZone } = useCatalogSettings();
  const list = useConversations(filter, true);
  const isFiltered = filter.type !== null || filter.name.trim() !== '';

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <label className="relative block">
        <span className="sr-only">{t('inbox.search')}</span>
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          type="search"
          value={filter.name}
          onChange={(event) => onFilterChange({ ...filter, name: event.target.value })}
          placeholder={t('inbox.search')}
          className="h-11 w-full rounded-lg border border-line bg-surface ps-9 pe-3 text-sm"
        />
      </label>
      <fieldset className="flex flex-wrap gap-1.5">
        <legend className="sr-only">{t('inbox.filter')}</legend>
        {FILTERS.map((option) => (
          <button
            key={option.label}
            type="button"
            aria-pressed={filter.type === option.type}
            onClick={() => onFilterChange({ ...filter, type: option.type })}
            className={classNames(
              'rounded-full border px-3 py-1.5 text-sm font-medium',
              filter.type === option.type
                ? 'border-brand bg-brand-soft text-brand-strong'
                : 'border-line hover:bg-surface-muted',
            )}
          >
            {t(option.label)}
          </button>
        ))}
      </fieldset>
      {list.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-16 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <RetryAlert
          className="space-y-2 rounded-xl border border-line p-4 text-sm"
          onRetry={() => void list.refetch()}
          buttonSize="sm"
        >
          <p>{t('inbox.loadError')}</p>
        </RetryAlert>
      ) : list.data.conversations.length === 0 ? (
        <EmptyState
          title={isFiltered ? t('inbox.noMatch') : t('inbox.empty')}
          body={isFiltered ? undefined : t('inbox.emptyBody')}
        />
      ) : (
        <ul aria-label={t('inbox.conversations')} className="space-y-1 overflow-y-auto">
          {list.data.conversations.map((conversation) => {
            const name = getReceiverName(conversation, t);
            const last = conversation.last_message;
            const preview = last ? last.message || t('inbox.imageOnly') : '';
            const unread = conversation.unread_message_count;
            return (
              <li key={conversation.id}>
                <button
                  type="button"
                  onClick={() => onSelect(conversation.id)}
                  aria-current={conversation.id === selectedId ? 'true' : undefined}
                  className={classNames(
                    'flex w-full items-center gap-3 rounded-xl p-2.5 text-start',
                    conversation.id === selectedId ? 'bg-brand-soft' : 'hover:bg-surface-muted',
                  )}
                >
                  <ReceiverAvatar conversation={conversation} />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-2">
                      <span
                        className={classNames(
                          'truncate',
                          unread > 0 ? 'font-bold' : 'font-semibold',
                        )}
                      >
                        {name}
                      </span>
                      {last ? (
                        <span className="shrink-0 text-xs text-ink-muted">
                          {formatInstant(last.created_at, { locale, timeZone })}
                        </span>
                      ) : null}
                    </span>
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate text-sm text-ink-muted">
                        {last?.sender_type === 'customer'
                          ? t('inbox.you', { message: preview })
                          : preview}
                      </span>
                      {unread > 0 ? (
                        <span className="shrink-0 rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-on-brand">
                          {unread}
                          <span className="sr-only"> {t('inbox.unread', { count: unread })}</span>
                        </span>
                      ) : null}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
