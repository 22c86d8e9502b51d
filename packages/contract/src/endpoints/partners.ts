import { endpoint } from '../endpoint';

const partners = () => import('../partners');

/**
 * POST /auth/vendor/register (multipart): a store application; 200 `{message}`, pending until an
 * operator decides. 422 per field (`email` / `phone` when taken); 429 past the rate limit.
 */
export const vendorRegister = endpoint({
  method: 'POST',
  path: '/auth/vendor/register',
  tags: ['partners'],
  errors: [413, 422, 429],
  schemas: async () => {
    const { VendorRegisterBodySchema, PartnerApplicationReceivedSchema } = await partners();
    return { body: VendorRegisterBodySchema, response: PartnerApplicationReceivedSchema };
  },
});

/**
 * POST /auth/delivery-man/store (multipart): a delivery-man application; 200 `{message}`, pending
 * until an operator decides. 422 per field (`email` / `phone` when taken); 429 past the limit.
 */
export const deliveryManStore = endpoint({
  method: 'POST',
  path: '/auth/delivery-man/store',
  tags: ['partners'],
  errors: [413, 422, 429],
  schemas: async () => {
    const { DeliveryManStoreBodySchema, PartnerApplicationReceivedSchema } = await partners();
    return { body: DeliveryManStoreBodySchema, response: PartnerApplicationReceivedSchema };
  },
});

/** GET /operator/applications?kind=&status= (X-Operator-Key): applications to review, oldest first. */
export const operatorApplicationList = endpoint({
  method: 'GET',
  path: '/operator/applications',
  tags: ['operator'],
  errors: [401, 403, 422],
  schemas: async () => {
    const { OperatorApplicationListQuerySchema, PartnerApplicationPageSchema } = await partners();
    return { query: OperatorApplicationListQuerySchema, response: PartnerApplicationPageSchema };
  },
});

/**
 * PUT /operator/applications/{kind}/{id} (X-Operator-Key): approve (creates the vendor and its
 * store, or the delivery man) or reject with a reason. 404 `application`; 409 `application` once
 * decided; 422 `email` / `phone` when an account took the contact meanwhile.
 */
export const operatorApplicationDecision = endpoint({
  method: 'PUT',
  path: '/operator/applications/:kind/:id',
  tags: ['operator'],
  errors: [401, 403, 404, 409, 422],
  schemas: async () => {
    const {
      OperatorApplicationParamsSchema,
      OperatorApplicationDecisionBodySchema,
      PartnerApplicationSchema,
    } = await partners();
    return {
      params: OperatorApplicationParamsSchema,
      body: OperatorApplicationDecisionBodySchema,
      response: PartnerApplicationSchema,
    };
  },
});
