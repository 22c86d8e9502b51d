import type { Endpoint } from '@marketplace/contract/endpoint';
import { apiPath } from '@marketplace/contract/endpoint';
import { OPERATOR_KEY_HEADER } from '@marketplace/contract/order-tracking';
import type { App } from '../../../app-types';

export const TEST_OPERATOR_KEY = 'operator-key-for-chat-tests';

export type ChatCaller = { token: string } | null;

/** A small real image as a chat attachment. */
export type Attachment = { bytes: Uint8Array; name: string; type?: string };

function authOf(caller: ChatCaller): Record<string, string> {
  return caller ? { authorization: `Bearer ${caller.token}` } : {};
}

/** A multipart body: text fields and the files, each under `images`. */
export function chatForm(
  fields: Record<string, string | number>,
  images: Attachment[],
  bracketedImages: Attachment[] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  const add = (field: string, image: Attachment) =>
    form.append(field, new Blob([image.bytes], { type: image.type ?? 'image/png' }), image.name);
  for (const image of images) add('images', image);
  for (const image of bracketedImages) add('images[]', image);
  return form;
}

function toSearch(query: Record<string, string | number> = {}): URLSearchParams {
  return new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
}

/** Calls a customer chat entry (GET with a query, POST with a JSON or multipart body). */
export function callChat(
  app: App,
  entry: Endpoint,
  caller: ChatCaller,
  input: {
    query?: Record<string, string | number>;
    body?: Record<string, unknown> | FormData;
  } = {},
) {
  const search = toSearch(input.query);
  return app.inject({
    method: entry.method,
    url: `${apiPath(entry)}${search.size ? `?${search}` : ''}`,
    headers: authOf(caller),
    ...(input.body ? { payload: input.body as never } : {}),
  });
}

/** Calls an operator chat entry with the operator's key. */
export function callOperator(
  app: App,
  entry: Endpoint,
  input: {
    query?: Record<string, string | number>;
    body?: Record<string, unknown> | FormData;
  } = {},
  key: string | null = TEST_OPERATOR_KEY,
) {
  const search = toSearch(input.query);
  return app.inject({
    method: entry.method,
    url: `${apiPath(entry)}${search.size ? `?${search}` : ''}`,
    headers: key === null ? {} : { [OPERATOR_KEY_HEADER]: key },
    ...(input.body ? { payload: input.body as never } : {}),
  });
}
