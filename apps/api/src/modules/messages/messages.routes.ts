import {
  automatedMessages,
  conversationDetails,
  conversationList,
  conversationSearch,
  messageSend,
  unreadMessageCount,
} from '@marketplace/contract/endpoints/messages';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { resolveCustomer } from '../auth/caller';
import { listAutomatedMessages } from './auto-reply';
import { getConversationDetails, listConversations } from './conversation-lists';
import { countUnreadForCustomer } from './messages.repository';
import { sendCustomerMessage } from './send-message';

/** The customer's inbox and chat (issue 15): signed-in customers only (a guest gets 401). */
export function messageRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, conversationList, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return listConversations(deps, userId, request.query, request.ctx.locale);
    });
    await route(app, conversationSearch, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return listConversations(deps, userId, request.query, request.ctx.locale);
    });
    await route(app, conversationDetails, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return getConversationDetails(deps, userId, request.query, request.ctx.locale);
    });
    await route(app, messageSend, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return sendCustomerMessage(deps, userId, request.body, request.ctx.locale);
    });
    await route(app, unreadMessageCount, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return { unread_message_count: await countUnreadForCustomer(deps.db, userId) };
    });
    await route(app, automatedMessages, () => listAutomatedMessages());
  };
}
