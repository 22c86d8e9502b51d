'use client';

import { MessageCircle } from 'lucide-react';
import Link from 'next/link';
import { usePlural, useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { badgeCount } from '@/features/ui/badge-count';
import { useChatStream } from './use-chat-stream';
import { useUnreadCount } from './use-inbox';

/**
 * The header's chat icon (spec 02 §2: to the profile inbox) with the signed-in customer's
 * unread messages over every conversation: kept live by the chat stream, cleared as they are read.
 * A guest has no inbox, so no count.
 */
export function HeaderChatLink() {
  const t = useT();
  const plural = usePlural();
  const { isSignedIn } = useShellState();
  useChatStream(isSignedIn);
  const unread = useUnreadCount(isSignedIn);
  const count = isSignedIn ? (unread.data ?? 0) : 0;
  const label = count > 0 ? plural('inbox.headerLinkUnread', count) : t('inbox.headerLink');
  return (
    <Link
      href="/profile?page=inbox"
      aria-label={label}
      title={label}
      className="relative inline-flex size-11 items-center justify-center rounded-full border border-line hover:bg-surface-muted"
    >
      <MessageCircle aria-hidden className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden
          data-testid="chat-unread-badge"
          className="absolute -end-1 -top-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-[11px] font-bold leading-none text-on-brand"
        >
          {badgeCount(count)}
        </span>
      ) : null}
    </Link>
  );
}
