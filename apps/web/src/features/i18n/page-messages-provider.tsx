import 'server-only';
import type { ReactNode } from 'react';
import { MessagesScope } from './i18n-provider';
import { type PageId, pageMessages } from './page-messages';
import { getRequestI18n } from './request-i18n';

/**
 * A route's page with the messages its client components can show beyond the shell's: they
 * travel in the page's own payload, so they arrive on a client-side navigation too.
 */
export function withPageMessages<Props extends object>(
  page: PageId,
  Page: (props: Props) => ReactNode | Promise<ReactNode>,
) {
  return async function PageWithMessages(props: Props) {
    const { messages } = await getRequestI18n();
    const own = pageMessages(messages, page);
    const content = <Page {...props} />;
    return Object.keys(own).length === 0 ? (
      content
    ) : (
      <MessagesScope messages={own}>{content}</MessagesScope>
    );
  };
}
