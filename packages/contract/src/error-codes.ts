// Plain data (no zod): a page or the API reads the codes without loading schemas.

/**
 * Every `code` the API answers in its error envelope (errors.ts), under the HTTP status it comes
 * with: the one place that maps codes to statuses. A code may come with more than one status
 * (`operator`: 401 for a wrong key, 403 while the endpoint is off; `store`: 404 unknown, 409 in
 * another store's cart). 422 entries are not listed: their code is the failing request field's
 * name (body key, query key or header, as `validationEntries` and the services name them).
 */
export const ERROR_CODES = {
  /**
   * A request the server could not read (bad JSON, wrong content type, ...). `request` also
   * comes with the other client-error statuses Fastify answers itself (405, 414, ...).
   */
  400: ['request'],
  401: ['auth-001', 'operator'],
  403: [
    'auth-003',
    'campaign',
    'firebase',
    'guest',
    'guest_checkout',
    'login_type',
    'loyalty',
    'operator',
    'referral',
    'review',
    'signature',
    'verification_method',
    'wallet',
  ],
  404: [
    'address',
    'application',
    'cart',
    'cart_id',
    'cart_item',
    'category',
    'conversation',
    'coordinates',
    'coupon',
    'image',
    'item',
    'order',
    'page',
    'payment',
    'place',
    'provider',
    'route',
    'store',
    'trip',
    'upload',
    'vehicle',
    'zone',
  ],
  409: [
    'address',
    'application',
    'cart',
    'cart_item',
    'order_status',
    'payment',
    'provider',
    'review',
    'store',
    'trip_status',
    'trip_type',
  ],
  413: ['request'],
  429: ['too_many_requests'],
  500: ['internal'],
  503: ['firebase', 'notification', 'settings', 'social'],
} as const satisfies Record<number, readonly string[]>;

/** A 422 entry's code: the name of the request field that failed (`item_id`, `Idempotency-Key`). */
export type FieldCode = string;

export type ErrorStatus = keyof typeof ERROR_CODES | 422;

/** The codes the API may answer with `status`. */
export type ErrorCodeFor<S extends ErrorStatus> = S extends keyof typeof ERROR_CODES
  ? (typeof ERROR_CODES)[S][number]
  : FieldCode;

/** Every named error code (422's field names aside). */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES][number];

/** Whether the API answers `code` with `status` (for clients that receive a plain string). */
export function isErrorCodeFor<S extends keyof typeof ERROR_CODES>(
  status: S,
  code: string,
): code is (typeof ERROR_CODES)[S][number] {
  return (ERROR_CODES[status] as readonly string[]).includes(code);
}
