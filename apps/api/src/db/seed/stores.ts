/** Stores of every module (rental providers included): profile, schedule, store discount. */
import type { LatLng } from '@marketplace/domain/geo/point-in-polygon';
import { storeDiscounts, storeSchedules, stores } from '../schema/index';
import type { ModuleType } from '../schema/modules';
import { ago, day, insertIds, insertRows, type SeedContext, slugify } from './context';
import { addressNear, CITY, type GeoIds, randomPointIn, type ZoneKey } from './geo';
import { hashString } from './random';
import { coverImage, type Glyph, logoImage } from './svg-images';

export type Hours = 'day' | 'split' | 'late' | 'always' | 'closedSun' | 'closedFri' | 'weekdays';

export type StoreOptions = {
  hours?: Hours;
  minOrder?: number;
  time?: string;
  free?: boolean;
  /** Own delivery: per km, minimum, maximum (minor units). */
  self?: [number, number, number];
  tax?: number;
  delivery?: boolean;
  takeAway?: boolean;
  schedule?: boolean;
  nonVeg?: 0 | 1;
  featured?: boolean;
  /** Store discount: type, discount, min purchase, max discount, expired? */
  discount?: ['percent' | 'amount', number, number, number, boolean];
  /** Temporarily closed by its owner. */
  closed?: boolean;
};

export type StoreDef = {
  name: string;
  zone: ZoneKey;
  glyph: Glyph;
  tagline: string;
  es: string;
  fr: string;
  options: StoreOptions;
  /** Area-specific fields after the options (menu, product count, focus). */
  extra: string[];
};

/**
 * Parses 'name|zone|glyph|tagline|es tagline|fr tagline|options|extra…'. Options are separated by
 * spaces: hours=<Hours> min=<minor units> time=<20-30> tax=<percent> free schedule featured
 * vegonly closed nodelivery notakeaway self=<per km>/<min>/<max> discount=<percent|amount>/<value>/
 * <min purchase>/<max discount>[/expired].
 */
export function parseStores(lines: string[]): StoreDef[] {
  return lines.map((line) => {
    const [name = '', zone, glyph, tagline = '', es = '', fr = '', opts = '', ...extra] =
      line.split('|');
    const o: StoreOptions = {};
    for (const token of opts.split(' ').filter(Boolean)) {
      const [key = '', value = ''] = token.split('=');
      const nums = value.split('/').map(Number);
      if (key === 'hours') o.hours = value as Hours;
      else if (key === 'min') o.minOrder = Number(value);
      else if (key === 'time') o.time = `${value} min`;
      else if (key === 'tax') o.tax = Number(value);
      else if (key === 'free') o.free = true;
      else if (key === 'schedule') o.schedule = true;
      else if (key === 'featured') o.featured = true;
      else if (key === 'vegonly') o.nonVeg = 0;
      else if (key === 'closed') o.closed = true;
      else if (key === 'nodelivery') o.delivery = false;
      else if (key === 'notakeaway') o.takeAway = false;
      else if (key === 'self') o.self = [nums[0] ?? 0, nums[1] ?? 0, nums[2] ?? 0];
      else if (key === 'discount') {
        const [type, , , , expired] = value.split('/');
        o.discount = [
          type === 'amount' ? 'amount' : 'percent',
          nums[1] ?? 0,
          nums[2] ?? 0,
          nums[3] ?? 0,
          expired === 'expired',
        ];
      } else throw new Error(`unknown store option ${token} in ${name}`);
    }
    return {
      name,
      zone: zone as ZoneKey,
      glyph: glyph as Glyph,
      tagline,
      es,
      fr,
      options: o,
      extra,
    };
  });
}

export type StoreRow = {
  id: number;
  name: string;
  slug: string;
  zone: ZoneKey;
  point: LatLng;
  def: StoreDef;
};

const HOURS: Record<Hours, { days: number[]; slots: [string, string][] }> = {
  day: { days: [0, 1, 2, 3, 4, 5, 6], slots: [['08:00', '22:00']] },
  split: {
    days: [0, 1, 2, 3, 4, 5, 6],
    slots: [
      ['11:30', '15:00'],
      ['18:00', '23:00'],
    ],
  },
  late: {
    days: [0, 1, 2, 3, 4, 5, 6],
    slots: [
      ['00:00', '03:00'],
      ['17:00', '23:59'],
    ],
  },
  always: { days: [0, 1, 2, 3, 4, 5, 6], slots: [['00:00', '23:59']] },
  closedSun: { days: [1, 2, 3, 4, 5, 6], slots: [['09:00', '21:00']] },
  closedFri: { days: [0, 1, 2, 3, 4, 6], slots: [['10:00', '22:30']] },
  weekdays: { days: [1, 2, 3, 4, 5], slots: [['09:00', '18:00']] },
};

export type SeedStoresOptions = {
  /** The random stream for positions, addresses and dates (default `stores-<type>`). */
  area?: string;
  /** Days added to every store's age, so a later batch can predate the first (default 0). */
  olderByDays?: number;
};

export async function seedStores(
  ctx: SeedContext,
  type: ModuleType,
  moduleId: number,
  geo: GeoIds,
  defs: StoreDef[],
  { area = `stores-${type}`, olderByDays = 0 }: SeedStoresOptions = {},
): Promise<StoreRow[]> {
  const rng = ctx.rng(area);
  const points = defs.map((def) => randomPointIn(def.zone, rng));
  const rows = defs.map((def, i) => {
    const { name, zone, glyph, tagline, options: o } = def;
    const slug = slugify(name);
    const point = points[i] ?? CITY.center;
    return {
      slug,
      name,
      moduleId,
      zoneId: geo.zones[zone],
      logo: ctx.media.add(`store/logo-${slug}.svg`, () => logoImage({ title: name, glyph })),
      coverPhoto: ctx.media.add(`store/cover-${slug}.svg`, () =>
        coverImage({ title: name, subtitle: tagline, glyph }),
      ),
      address: addressNear(point, rng.int(2, 240)),
      latitude: point.lat,
      longitude: point.lng,
      phone: `+1555${String(hashString(slug) % 10_000_000).padStart(7, '0')}`,
      email: `hello@${slug}.example`,
      timeZone: CITY.timeZone,
      minimumOrder: o.minOrder ?? 0,
      deliveryTime: o.time ?? rng.pick(['20-30 min', '25-35 min', '30-40 min', '30-45 min']),
      freeDelivery: o.free ?? false,
      selfDeliverySystem: o.self !== undefined,
      perKmShippingCharge: o.self?.[0] ?? null,
      minimumShippingCharge: o.self?.[1] ?? null,
      maximumShippingCharge: o.self?.[2] ?? null,
      tax: o.tax ?? 5,
      delivery: o.delivery ?? true,
      takeAway: o.takeAway ?? true,
      scheduleOrder: o.schedule ?? false,
      prescriptionOrder: type === 'pharmacy',
      veg: 1,
      nonVeg: o.nonVeg ?? 1,
      featured: o.featured ? 1 : 0,
      status: 1,
      active: !o.closed,
      translations: {
        es: { name, description: def.es },
        fr: { name, description: def.fr },
      },
      createdAt: ago(ctx.now, ((defs.length - i) * 4 + olderByDays) * 1440 + rng.int(0, 1440)),
    };
  });
  const ids = await insertIds(ctx.db, stores, rows);
  const result = defs.map((def, i) => ({
    id: ids[i] ?? 0,
    name: def.name,
    slug: rows[i]?.slug ?? '',
    zone: def.zone,
    point: points[i] ?? CITY.center,
    def,
  }));
  await insertRows(
    ctx.db,
    storeSchedules,
    result.flatMap((s) => {
      const h = HOURS[s.def.options.hours ?? 'day'];
      return h.days.flatMap((d) =>
        h.slots.map(([openingTime, closingTime]) => ({
          storeId: s.id,
          day: d,
          openingTime,
          closingTime,
        })),
      );
    }),
  );
  await insertRows(
    ctx.db,
    storeDiscounts,
    result.flatMap((s) => {
      const d = s.def.options.discount;
      if (!d) return [];
      const [discountType, discount, minPurchase, maxDiscount, expired] = d;
      return [
        {
          storeId: s.id,
          discountType,
          discount,
          minPurchase,
          maxDiscount,
          startDate: day(ctx.now, expired ? -40 : -7),
          endDate: day(ctx.now, expired ? -10 : 30),
        },
      ];
    }),
  );
  return result;
}
