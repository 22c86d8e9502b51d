import type { PageQuery } from '@marketplace/contract/paging';
import type { ParcelCategory, ParcelInstructionPage } from '@marketplace/contract/parcel';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import type { AppDeps } from '../../app-types';
import { buildMediaUrl } from '../../lib/media-url';
import { translate } from '../../lib/translate';
import type { RequestContext } from '../../plugins/parse-request-context';
import { toPagedAnswer, toRowWindow } from '../catalog/catalog-paging';
import { type CatalogContext, resolveCatalogScope } from '../catalog/catalog-scope';
import { getBusinessSettings } from '../settings/settings.cache';
import {
  selectActiveParcelCategories,
  selectActiveParcelInstructions,
  selectParcelZoneRates,
} from './parcel-catalogue.repository';

/**
 * GET /parcel-category: the parcel module's active categories in their order. A category without
 * its own rate shows the rate of the caller's first zone that serves parcels (null without one).
 * Another module's id answers an empty list (only the parcel module has parcel categories).
 */
export async function listParcelCategories(
  deps: AppDeps,
  ctx: CatalogContext,
): Promise<ParcelCategory[]> {
  const scope = await resolveCatalogScope(deps, ctx);
  if (scope.moduleType !== 'parcel') return [];
  const [rows, zoneRates, settings] = await Promise.all([
    selectActiveParcelCategories(deps.db, scope.moduleId),
    selectParcelZoneRates(deps.db, scope.moduleId, scope.zoneIds ?? []),
    getBusinessSettings(deps),
  ]);
  const money = createMoneyCodec(settings.digit_after_decimal_point);
  const zone = zoneRates[0] ?? null;
  const rate = (own: number | null, fallback: number | undefined) => {
    const minor = own ?? fallback ?? null;
    return minor === null ? null : money.toWire(minor);
  };
  return rows.map((row) => ({
    id: row.id,
    name: translate(row.translations, scope.locale, 'name', row.name),
    description: translate(row.translations, scope.locale, 'description', row.description),
    image_full_url: buildMediaUrl(deps.env.PUBLIC_URL, row.image),
    parcel_per_km_shipping_charge: rate(row.perKmShippingCharge, zone?.perKmShippingCharge),
    parcel_minimum_shipping_charge: rate(row.minimumShippingCharge, zone?.minimumShippingCharge),
  }));
}

/** GET /customer/order/parcel-instructions: the active instructions, paged, in the caller's language. */
export async function listParcelInstructions(
  deps: AppDeps,
  ctx: Pick<RequestContext, 'locale'>,
  page: PageQuery,
): Promise<ParcelInstructionPage> {
  const { total, rows } = await selectActiveParcelInstructions(deps.db, toRowWindow(page));
  return toPagedAnswer(
    'data',
    page,
    total,
    rows.map((row) => ({
      id: row.id,
      instruction: translate(row.translations, ctx.locale, 'instruction', row.instruction),
    })),
  );
}
