import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  storeDiscounts,
  stores,
  vehicleBrands,
  vehicleCategories,
  vehicles,
} from '../../db/schema/index';

/** A vehicle row with what its card needs of its brand. */
export type VehicleRow = typeof vehicles.$inferSelect & { brandName: string };
export type ProviderRow = typeof stores.$inferSelect;
export type ProviderDiscountRow = typeof storeDiscounts.$inferSelect;

export type VehicleFilter = {
  providerIds: number[];
  categoryId?: number | undefined;
  brandId?: number | undefined;
  name?: string | undefined;
  tripType?: 'hourly' | 'day_wise' | 'distance_wise' | undefined;
  types?: string[] | undefined;
  seats?: number | undefined;
  airCondition?: 0 | 1 | undefined;
  transmissions?: string[] | undefined;
  fuels?: string[] | undefined;
  /** Minor units, compared with the lowest enabled price. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sort?: 'default' | 'price_low' | 'price_high' | 'rating' | 'newest' | undefined;
};

/** The lowest positive enabled price in SQL, as the domain's getLowestEnabledPrice computes it. */
const startFrom = sql<number>`least(
  case when ${vehicles.tripHourly} = 1 and ${vehicles.hourlyPrice} > 0 then ${vehicles.hourlyPrice} end,
  case when ${vehicles.tripDayWise} = 1 and ${vehicles.dayWisePrice} > 0 then ${vehicles.dayWisePrice} end,
  case when ${vehicles.tripDistance} = 1 and ${vehicles.distancePrice} > 0 then ${vehicles.distancePrice} end
)`;

function whereOf(filter: VehicleFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(vehicles.status, 1),
    inArray(vehicles.providerId, filter.providerIds.length > 0 ? filter.providerIds : [-1]),
    filter.categoryId ? eq(vehicles.categoryId, filter.categoryId) : undefined,
    filter.brandId ? eq(vehicles.brandId, filter.brandId) : undefined,
    filter.name
      ? sql`${vehicles.name} ilike ${`%${filter.name.replace(/[%_\\]/g, '\\$&')}%`}`
      : undefined,
    filter.tripType === 'hourly' ? eq(vehicles.tripHourly, 1) : undefined,
    filter.tripType === 'day_wise' ? eq(vehicles.tripDayWise, 1) : undefined,
    filter.tripType === 'distance_wise' ? eq(vehicles.tripDistance, 1) : undefined,
    filter.types?.length ? inArray(vehicles.type, filter.types) : undefined,
    filter.seats ? gte(vehicles.seatingCapacity, filter.seats) : undefined,
    filter.airCondition === 1 ? sql`${vehicles.airCondition} > 0` : undefined,
    filter.airCondition === 0 ? eq(vehicles.airCondition, 0) : undefined,
    filter.transmissions?.length
      ? inArray(vehicles.transmissionType, filter.transmissions)
      : undefined,
    filter.fuels?.length ? inArray(vehicles.fuelType, filter.fuels) : undefined,
    filter.minPrice !== undefined ? gte(startFrom, filter.minPrice) : undefined,
    filter.maxPrice !== undefined ? lte(startFrom, filter.maxPrice) : undefined,
  ];
  return and(...conditions);
}

function orderOf(sort: VehicleFilter['sort']) {
  switch (sort) {
    case 'price_low':
      return [asc(startFrom), asc(vehicles.id)];
    case 'price_high':
      return [desc(startFrom), asc(vehicles.id)];
    case 'rating':
      return [desc(vehicles.avgRating), desc(vehicles.totalReviews), asc(vehicles.id)];
    case 'newest':
      return [desc(vehicles.createdAt), asc(vehicles.id)];
    default:
      return [desc(vehicles.newTag), desc(vehicles.avgRating), asc(vehicles.id)];
  }
}

const selection = { vehicle: vehicles, brandName: vehicleBrands.name };

function toVehicleRow(row: { vehicle: typeof vehicles.$inferSelect; brandName: string }) {
  return { ...row.vehicle, brandName: row.brandName };
}

/** One page of vehicles matching the filter, with the total. */
export async function selectVehiclePage(
  db: Database,
  filter: VehicleFilter,
  window: { limit: number; skip: number },
): Promise<{ total: number; rows: VehicleRow[] }> {
  const where = whereOf(filter);
  const [countRow] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(where);
  const rows = await db
    .select(selection)
    .from(vehicles)
    .innerJoin(vehicleBrands, eq(vehicleBrands.id, vehicles.brandId))
    .where(where)
    .orderBy(...orderOf(filter.sort))
    .limit(window.limit)
    .offset(window.skip);
  return { total: countRow?.total ?? 0, rows: rows.map(toVehicleRow) };
}

export async function selectVehiclesByIds(db: Database, ids: number[]): Promise<VehicleRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(selection)
    .from(vehicles)
    .innerJoin(vehicleBrands, eq(vehicleBrands.id, vehicles.brandId))
    .where(inArray(vehicles.id, ids));
  return rows.map(toVehicleRow);
}

export async function selectProvidersByIds(db: Database, ids: number[]): Promise<ProviderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(stores).where(inArray(stores.id, ids));
}

export async function selectProviderDiscounts(
  db: Database,
  ids: number[],
): Promise<ProviderDiscountRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(storeDiscounts).where(inArray(storeDiscounts.storeId, ids));
}

/** Vehicles per provider (active ones), for the provider cards. */
export async function countVehiclesByProvider(
  db: Database,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: vehicles.providerId, count: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(and(eq(vehicles.status, 1), inArray(vehicles.providerId, ids)))
    .groupBy(vehicles.providerId);
  return new Map(rows.map((row) => [row.id, row.count]));
}

export async function selectCategoriesWithCounts(db: Database, providerIds: number[]) {
  return db
    .select({
      id: vehicleCategories.id,
      name: vehicleCategories.name,
      image: vehicleCategories.image,
      translations: vehicleCategories.translations,
      count: sql<number>`count(${vehicles.id}) filter (where ${inArray(vehicles.providerId, providerIds.length ? providerIds : [-1])} and ${vehicles.status} = 1)::int`,
    })
    .from(vehicleCategories)
    .leftJoin(vehicles, eq(vehicles.categoryId, vehicleCategories.id))
    .where(eq(vehicleCategories.status, 1))
    .groupBy(vehicleCategories.id)
    .orderBy(asc(vehicleCategories.id));
}

export async function selectBrandsWithCounts(db: Database, providerIds: number[]) {
  return db
    .select({
      id: vehicleBrands.id,
      name: vehicleBrands.name,
      image: vehicleBrands.image,
      count: sql<number>`count(${vehicles.id}) filter (where ${inArray(vehicles.providerId, providerIds.length ? providerIds : [-1])} and ${vehicles.status} = 1)::int`,
    })
    .from(vehicleBrands)
    .leftJoin(vehicles, eq(vehicles.brandId, vehicleBrands.id))
    .where(eq(vehicleBrands.status, 1))
    .groupBy(vehicleBrands.id)
    .orderBy(asc(vehicleBrands.id));
}

/** What the search filters can offer: the distinct values of the visible fleet. */
export async function selectVehicleFacets(db: Database, providerIds: number[]) {
  const [row] = await db
    .select({
      types: sql<string[]>`coalesce(array_agg(distinct ${vehicles.type}), '{}')`,
      transmissions: sql<
        string[]
      >`coalesce(array_agg(distinct ${vehicles.transmissionType}), '{}')`,
      fuels: sql<string[]>`coalesce(array_agg(distinct ${vehicles.fuelType}), '{}')`,
      seats: sql<number[]>`coalesce(array_agg(distinct ${vehicles.seatingCapacity}), '{}')`,
      minPrice: sql<number | null>`min(${startFrom})::int`,
      maxPrice: sql<number | null>`max(${startFrom})::int`,
    })
    .from(vehicles)
    .where(whereOf({ providerIds }));
  return (
    row ?? { types: [], transmissions: [], fuels: [], seats: [], minPrice: null, maxPrice: null }
  );
}
