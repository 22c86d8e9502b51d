import {
  addressAdd,
  addressDelete,
  addressList,
  addressUpdate,
} from '@marketplace/contract/endpoints/addresses';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { resolveAddressOwner } from './address-owner';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service';

/** /customer/address/*: a signed-in customer's saved delivery addresses. */
export function addressRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, addressList, async (request) => {
      const userId = await resolveAddressOwner(deps.db, request.ctx);
      return listAddresses(deps, userId, request.query);
    });
    await route(app, addressAdd, async (request) => {
      const userId = await resolveAddressOwner(deps.db, request.ctx);
      return addAddress(deps, userId, request.body);
    });
    await route(app, addressUpdate, async (request) => {
      const userId = await resolveAddressOwner(deps.db, request.ctx);
      return updateAddress(deps, userId, request.params.id, request.body);
    });
    await route(app, addressDelete, async (request) => {
      const userId = await resolveAddressOwner(deps.db, request.ctx);
      return deleteAddress(deps, userId, request.query.address_id);
    });
  };
}
