import {
  AddressBodySchema,
  AddressDeleteQuerySchema,
  AddressIdParamsSchema,
  AddressListQuerySchema,
  AddressListSchema,
  AddressSavedSchema,
} from '@marketplace/contract/addresses';
import { ErrorEnvelopeSchema, MessageResponseSchema } from '@marketplace/contract/errors';
import type { App, AppDeps } from '../../app-types';
import { resolveAddressOwner } from './address-owner';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service';

const errors = {
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
} as const;

/** /customer/address/*: a signed-in customer's saved delivery addresses. */
export function addressRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.get(
      '/customer/address/list',
      {
        schema: {
          tags: ['customer'],
          querystring: AddressListQuerySchema,
          response: { 200: AddressListSchema, ...errors },
        },
      },
      async (request) => {
        const userId = await resolveAddressOwner(deps.db, request.ctx);
        return listAddresses(deps, userId, request.query);
      },
    );

    app.post(
      '/customer/address/add',
      {
        schema: {
          tags: ['customer'],
          body: AddressBodySchema,
          response: { 200: AddressSavedSchema, 409: ErrorEnvelopeSchema, ...errors },
        },
      },
      async (request) => {
        const userId = await resolveAddressOwner(deps.db, request.ctx);
        return addAddress(deps, userId, request.body);
      },
    );

    app.put(
      '/customer/address/update/:id',
      {
        schema: {
          tags: ['customer'],
          params: AddressIdParamsSchema,
          body: AddressBodySchema,
          response: { 200: AddressSavedSchema, 404: ErrorEnvelopeSchema, ...errors },
        },
      },
      async (request) => {
        const userId = await resolveAddressOwner(deps.db, request.ctx);
        return updateAddress(deps, userId, request.params.id, request.body);
      },
    );

    app.delete(
      '/customer/address/delete',
      {
        schema: {
          tags: ['customer'],
          querystring: AddressDeleteQuerySchema,
          response: { 200: MessageResponseSchema, 404: ErrorEnvelopeSchema, ...errors },
        },
      },
      async (request) => {
        const userId = await resolveAddressOwner(deps.db, request.ctx);
        return deleteAddress(deps, userId, request.query.address_id);
      },
    );
  };
}
