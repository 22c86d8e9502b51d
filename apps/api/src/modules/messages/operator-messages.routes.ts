import {
  operatorConversationList,
  operatorMessageSend,
  operatorMessages,
} from '@marketplace/contract/endpoints/messages';
import type { App, AppDeps } from '../../app-types';
import { requireOperatorKey } from '../../lib/operator-key';
import { route } from '../../lib/route';
import {
  getOperatorMessages,
  listOperatorConversations,
  sendOperatorMessage,
} from './operator-messages';

/** The other side of the chat, behind X-Operator-Key (the order operator's scheme). */
export function operatorMessageRoutes(deps: AppDeps) {
  return async (app: App) => {
    const onRequest = requireOperatorKey(deps.env);
    await route(
      app,
      operatorConversationList,
      (request) => listOperatorConversations(deps, request.query),
      { onRequest },
    );
    await route(app, operatorMessages, (request) => getOperatorMessages(deps, request.query), {
      onRequest,
    });
    await route(app, operatorMessageSend, (request) => sendOperatorMessage(deps, request.body), {
      onRequest,
    });
  };
}
