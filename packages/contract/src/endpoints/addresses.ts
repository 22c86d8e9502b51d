import { endpoint } from '../endpoint';

const addresses = () => import('../addresses');
const TAGS = ['customer'];
const ERRORS = [401, 403, 422];

/** GET /customer/address/list: a page of the customer's saved addresses. */
export const addressList = endpoint({
  method: 'GET',
  path: '/customer/address/list',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { AddressListQuerySchema, AddressListSchema } = await addresses();
    return { query: AddressListQuerySchema, response: AddressListSchema };
  },
});

/** POST /customer/address/add; 409 when the customer has saved the most they may. */
export const addressAdd = endpoint({
  method: 'POST',
  path: '/customer/address/add',
  tags: TAGS,
  errors: [409, ...ERRORS],
  schemas: async () => {
    const { AddressBodySchema, AddressSavedSchema } = await addresses();
    return { body: AddressBodySchema, response: AddressSavedSchema };
  },
});

/** PUT /customer/address/update/:id; 404 for an address that is not the caller's. */
export const addressUpdate = endpoint({
  method: 'PUT',
  path: '/customer/address/update/:id',
  tags: TAGS,
  errors: [404, ...ERRORS],
  schemas: async () => {
    const { AddressIdParamsSchema, AddressBodySchema, AddressSavedSchema } = await addresses();
    return { params: AddressIdParamsSchema, body: AddressBodySchema, response: AddressSavedSchema };
  },
});

/** DELETE /customer/address/delete?address_id=. */
export const addressDelete = endpoint({
  method: 'DELETE',
  path: '/customer/address/delete',
  tags: TAGS,
  errors: [404, ...ERRORS],
  schemas: async () => {
    const [{ AddressDeleteQuerySchema }, { MessageResponseSchema }] = await Promise.all([
      addresses(),
      import('../errors'),
    ]);
    return { query: AddressDeleteQuerySchema, response: MessageResponseSchema };
  },
});
