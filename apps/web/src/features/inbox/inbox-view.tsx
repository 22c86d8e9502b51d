'use client';

import { Headset } from 'lucide-react';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { SignInRequired } from '@/features/account/sign-in-required';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { classNames } from '@/lib/class-names';
import { ConversationList } from './conversation-list';
import { type ChatDraft, ConversationPanel } from './conversation-panel';
import { fetchConversations, type InboxFilter } from './inbox-api';
import { useChatStream } from './use-chat-stream';

export type InboxViewProps = {
  /** `conversation=`: the conversation to open. */
  conversationId: number | null;
  /** `store=`, `order=` or `support=1`: a conversation to open or start with that other side. */
  draft: ChatDraft | null;
};

const inboxHref = (conversationId: number | null) =>
  `/profile?page=inbox${conversationId === null ? '' : `&conversation=${conversationId}`}`;

/**
 * /profile?page=inbox (spec 02 §2, the header's chat icon): the conversations beside the open
 * one (one at a time on a phone), kept live over SSE.
 */
export function InboxView({ conversationId, draft }: InboxViewProps) {
  const t = useT();
  const router = useRouter();
  const pathname = usePathname();
  const { isSignedIn } = useShellState();
  const [filter, setFilter] = useState<InboxFilter>({ type: null, name: '' });
  const [activeDraft, setActiveDraft] = useState<ChatDraft | null>(draft);
  const isLive = useChatStream(isSignedIn);

  // A chat started from a store or an order opens the existing conversation with that side.
  useEffect(() => {
    setActiveDraft(draft);
    if (!draft || !isSignedIn) return;
    const controller = new AbortController();
    fetchConversations({ type: draft.receiverType, name: '' }, controller.signal)
      .then((page) => {
        const found = page.conversations.find((c) =>
          draft.receiverType === 'vendor'
            ? c.receiver.id === draft.receiverId
            : draft.receiverType === 'delivery_man'
              ? c.order_id === draft.receiverId
              : true,
        );
        if (found) {
          setActiveDraft(null);
          router.replace(inboxHref(found.id), { scroll: false });
        }
      })
      .catch(() => {});
    return () => controller.abort();
  }, [draft, isSignedIn, router]);

  if (!isSignedIn) return <SignInRequired />;

  const open = (id: number | null) => {
    setActiveDraft(null);
    router.push(inboxHref(id), { scroll: false });
  };
  const hasPanel = conversationId !== null || activeDraft !== null;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {isLive ? (
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden className="size-2 rounded-full bg-brand" />
              {t('inbox.live')}
            </span>
          ) : null}
        </p>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => {
            setActiveDraft({ receiverType: 'admin', receiverId: null });
            router.push(`${pathname}?page=inbox&support=1`, { scroll: false });
          }}
        >
          <Headset aria-hidden className="size-4" />
          {t('inbox.contactSupport')}
        </button>
      </div>
      <div className="grid gap-4 rounded-2xl border border-line p-3 md:grid-cols-[20rem_minmax(0,1fr)] md:p-4">
        <div className={classNames(hasPanel ? 'hidden md:block' : 'block')}>
          <ConversationList
            filter={filter}
            onFilterChange={setFilter}
            selectedId={conversationId}
            onSelect={(id) => open(id)}
          />
        </div>
        <div className={classNames(hasPanel ? 'block' : 'hidden md:block')}>
          {hasPanel ? (
            <ConversationPanel
              key={conversationId ?? 'draft'}
              conversationId={activeDraft ? null : conversationId}
              draft={activeDraft}
              onBack={() => open(null)}
              onStarted={(id) => {
                setActiveDraft(null);
                router.replace(inboxHref(id), { scroll: false });
              }}
            />
          ) : (
            <p className="flex h-full min-h-40 items-center justify-center text-center text-sm text-ink-muted">
              {t('inbox.pickConversation')}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
