import type { ItemDetails, ReviewPage } from '@marketplace/contract/items';
import type { PageQuery } from '@marketplace/contract/paging';
import { isStoreOpenNow } from '@marketplace/domain/catalog/store-open';
import type { AppDeps } from '../../app-types';
import { NotFoundError } from '../../errors/app-error';
import { buildMediaUrl } from '../../lib/media-url';
import { toPagedAnswer, toRowWindow } from '../catalog/catalog-paging';
import { type CatalogContext, resolveCatalogScope } from '../catalog/catalog-scope';
import { type CatalogView, loadCatalogView } from '../catalog/catalog-view';
import { catalogReadKey, readThrough } from '../catalog/read-cache';
import { withRecordModule } from '../catalog/record-module';
import { selectItemModuleId } from '../catalog/record-module.repository';
import { toRatingBreakdown } from '../stores/store-details.mapper';
import { publicUploadUrls } from '../uploads/upload-links';
import { toItem } from './item.mapper';
import {
  type ItemDetailsRecord,
  selectItemDetails,
  selectItemRef,
  selectReviewPage,
} from './item-details.repository';
import { ITEM_NOT_FOUND } from './items.service';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function toItemDetails(row: ItemDetailsRecord, view: CatalogView): ItemDetails {
  const item = toItem(row, view);
  const store = row.storeDetails;
  const isOpen = isStoreOpenNow(
    { active: store.active, timeZone: row.store.timeZone, schedules: store.schedules },
    view.scope.now,
  );
  return {
    ...item,
    store_details: {
      id: row.storeId,
      name: item.store_name,
      slug: row.store.slug,
      logo_full_url: buildMediaUrl(view.publicUrl, store.logo),
      address: store.address,
      latitude: store.latitude,
      longitude: store.longitude,
      zone_id: row.store.zoneId,
      module_id: store.moduleId,
      time_zone: row.store.timeZone,
      delivery_time: store.deliveryTime,
      avg_rating: oneDecimal(store.avgRating),
      rating_count: store.ratingCount,
      open: isOpen ? 1 : 0,
      active: store.active,
      schedules: store.schedules.map((slot) => ({
        day: slot.day,
        opening_time: slot.openingTime,
        closing_time: slot.closingTime,
      })),
    },
    reviews_summary: {
      avg_rating: item.avg_rating,
      rating_count: item.rating_count,
      rating_breakdown: toRatingBreakdown(row.ratingBreakdown),
    },
  };
}

/** GET /items/details/{id or slug}[?campaign=1]: 404 code item unless listed in the scope. */
export async function getItemDetails(
  deps: AppDeps,
  ctx: CatalogContext,
  idOrSlug: string,
  campaign: boolean,
): Promise<ItemDetails> {
  const scope = await resolveCatalogScope(
    deps,
    await withRecordModule(deps, ctx, selectItemModuleId, idOrSlug),
  );
  const key = catalogReadKey('item-details', scope, [idOrSlug, Number(campaign)]);
  const [row, view] = await Promise.all([
    readThrough(deps, key, () => selectItemDetails(deps.db, scope, idOrSlug, campaign)),
    loadCatalogView(deps, scope),
  ]);
  if (!row) throw new NotFoundError('item', ITEM_NOT_FOUND);
  return toItemDetails(row, view);
}

/** GET /items/reviews/{id}: newest first, paged. */
export async function listItemReviews(
  deps: AppDeps,
  ctx: CatalogContext,
  id: number,
  page: PageQuery,
): Promise<ReviewPage> {
  const scope = await resolveCatalogScope(deps, ctx);
  if (!(await selectItemRef(deps.db, scope, id))) throw new NotFoundError('item', ITEM_NOT_FOUND);
  const { rows, total } = await selectReviewPage(deps.db, id, toRowWindow(page));
  return toPagedAnswer(
    'reviews',
    page,
    total,
    rows.map((row) => ({
      id: row.id,
      item_id: id,
      customer_name: row.customerName,
      rating: row.rating,
      comment: row.comment,
      attachment_full_url: publicUploadUrls(deps.env.PUBLIC_URL, row.attachment),
      created_at: row.createdAt.toISOString(),
    })),
  );
}
