'use client';

import type { ChatReceiverType, Conversation } from '@marketplace/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { notify } from '@/features/ui/notify';
import { RetryAlert } from '@/features/ui/retry-alert';
import { Skeleton } from '@/features/ui/skeleton';
import { sendChatMessage } from './inbox-api';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { getReceiverName } from './receiver-name';
import { conversationKey, INBOX_KEY, useConversation } from './use-inbox';

/** A conversation not started yet: who the first message goes to. */
export type ChatDraft = { receiverType: ChatReceiverType; receiverId: number | null };

type ConversationPanelProps = {
  /** The open conversation, or null while writing the first message of `draft`. */
  conversationId: number | null;
  draft: ChatDraft | null;
  onBack: () => void;
  /** The first message of a draft started this conversation. */
  onStarted: (id: number) => void;
};

function draftTitle(draft: ChatDraft, t: ReturnType<typeof useT>): string {
  if (draft.receiverType === 'admin') return t('inbox.newToSupport');
  if (draft.receiverType === 'delivery_man') {
    return t('inbox.newToDelivery', { id: draft.receiverId ?? '' });
  }
  return t('inbox.newToStore');
}

/** The messages of one conversation, oldest at the top, and the composer under them. */
export function ConversationPanel({
  conversationId,
  draft,
  onBack,
  onStarted,
}: ConversationPanelProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const details = useConversation(conversationId);
  const end = useRef<HTMLDivElement>(null);
  const pages = details.data?.pages ?? [];
  const conversation: Conversation | undefined = pages[0]?.conversation;
  const messages = pages.flatMap((page) => page.messages).reverse();
  const newestId = messages.at(-1)?.id;
  const lastMineId = messages.findLast((m) => m.sender_type === 'customer')?.id;

  useEffect(() => {
    if (newestId !== undefined) end.current?.scrollIntoView({ block: 'end' });
  }, [newestId]);

  const send = useMutation({
    mutationFn: ({ message, images }: { message: string; images: File[] }) =>
      sendChatMessage({
        message,
        images,
        ...(conversationId !== null
          ? { conversation_id: conversationId }
          : {
              receiver_type: draft?.receiverType,
              receiver_id: draft?.receiverId ?? undefined,
            }),
      }),
    meta: { silent: true },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'list'] });
      void queryClient.invalidateQueries({ queryKey: conversationKey(answer.conversation.id) });
      if (conversationId === null) onStarted(answer.conversation.id);
    },
  });

  const onSend = async (message: string, images: File[]) => {
    try {
      await send.mutateAsync({ message, images });
      return true;
    } catch (error) {
      for (const text of getErrorMessages(error, t)) notify('error', text);
      return false;
    }
  };

  const title = conversation ? getReceiverName(conversation, t) : draft ? draftTitle(draft, t) : '';

  return (
    <section aria-labelledby="chat-title" className="flex min-h-[28rem] flex-col gap-3">
      <div className="flex items-center gap-2 border-b border-line pb-3">
        <button
          type="button"
          onClick={onBack}
          aria-label={t('inbox.back')}
          className={buttonClass('ghost', 'md', 'size-11 px-0 md:hidden')}
        >
          <ArrowLeft aria-hidden className="size-5 rtl:rotate-180" />
        </button>
        <h2 id="chat-title" className="min-w-0 truncate text-lg font-bold">
          {title || t('common.loading')}
        </h2>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {conversationId !== null && details.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ms-auto h-10 w-1/2" />
            <Skeleton className="h-10 w-3/5" />
          </div>
        ) : details.isError ? (
          <RetryAlert
            className="space-y-2 rounded-xl border border-line p-4 text-sm"
            onRetry={() => void details.refetch()}
            buttonSize="sm"
          >
            <p>{t('inbox.conversationError')}</p>
            <p className="text-ink-muted">{getErrorMessages(details.error, t).join(' ')}</p>
          </RetryAlert>
        ) : messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-ink-muted">{t('inbox.noMessages')}</p>
        ) : (
          <>
            {details.hasNextPage ? (
              <div className="mb-3 text-center">
                <button
                  type="button"
                  onClick={() => void details.fetchNextPage()}
                  disabled={details.isFetchingNextPage}
                  className={buttonClass('secondary', 'sm')}
                >
                  {t('inbox.olderMessages')}
                </button>
              </div>
            ) : null}
            <div role="log" aria-live="polite" aria-label={t('inbox.messages')}>
              <ol className="space-y-2">
                {messages.map((message) => (
                  <MessageBubble
                    key={message.id}
                    message={message}
                    showSeen={message.id === lastMineId}
                  />
                ))}
              </ol>
            </div>
            <div ref={end} />
          </>
        )}
      </div>
      <MessageComposer isSending={send.isPending} onSend={onSend} />
    </section>
  );
}
