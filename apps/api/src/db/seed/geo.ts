/** The demo city, Riverton: zones, their module rates, and the local geocoder's gazetteer. */
import { isPointInPolygon, type LatLng } from '@marketplace/domain/geo/point-in-polygon';
import type { PolygonPoint } from '../schema/geo';
import { places, zoneModules, zones } from '../schema/index';
import type { ModuleType } from '../schema/modules';
import { insertIds, insertRows, type SeedContext, slugify } from './context';
import type { Rng } from './random';

export const CITY = {
  name: 'Riverton',
  center: { lat: 23.7806, lng: 90.4005 },
  timeZone: 'Asia/Dhaka',
};

const ring = (points: [number, number][]): PolygonPoint[] =>
  points.map(([lat, lng]) => ({ lat, lng }));

/** The border shared by the two active zones, north to south. */
const BORDER: [number, number][] = [
  [23.845, 90.405],
  [23.8, 90.412],
  [23.762, 90.399],
  [23.735, 90.406],
];

export type ZoneKey = 'west' | 'east' | 'south';

export const ZONES: Record<
  ZoneKey,
  { name: string; display: string; polygon: PolygonPoint[]; status: number; surcharge: number }
> = {
  west: {
    name: 'Riverton West',
    display: 'West Riverton',
    status: 1,
    surcharge: 0,
    polygon: ring([
      [23.848, 90.352],
      ...BORDER,
      [23.733, 90.355],
      [23.752, 90.337],
      [23.79, 90.333],
      [23.826, 90.338],
    ]),
  },
  east: {
    name: 'Riverton East',
    display: 'East Riverton',
    status: 1,
    surcharge: 12.5,
    polygon: ring([
      [23.735, 90.406],
      [23.742, 90.452],
      [23.77, 90.468],
      [23.81, 90.466],
      [23.842, 90.448],
      ...BORDER.slice(0, 3),
    ]),
  },
  south: {
    name: 'Southport',
    display: 'Southport (coming soon)',
    status: 0,
    surcharge: 0,
    polygon: ring([
      [23.702, 90.381],
      [23.704, 90.413],
      [23.722, 90.414],
      [23.724, 90.383],
    ]),
  },
};

/** Rates per module in minor units: per km, minimum, maximum, max cash-on-delivery order. */
const RATES: Record<ModuleType, [number, number, number | null, number | null]> = {
  food: [60, 199, 999, 20_000],
  grocery: [50, 249, 1_299, 30_000],
  pharmacy: [40, 149, 799, 15_000],
  ecommerce: [70, 299, 1_999, 50_000],
  parcel: [90, 349, 2_499, 10_000],
  rental: [0, 0, null, null],
};

/** [name, kind, district, lat, lng]; the last three lie outside every active zone. */
const PLACES: [string, string, string, number, number][] = [
  ['Riverside Park', 'Park', 'Old Town', 23.7812, 90.3702],
  ['Old Town Square', 'Square', 'Old Town', 23.7755, 90.3781],
  ['Clocktower Market', 'Market', 'Old Town', 23.7718, 90.3846],
  ['Mill Road', 'Street', 'Old Town', 23.7689, 90.3722],
  ['St. Anne Hospital', 'Hospital', 'Northgate', 23.8051, 90.3698],
  ['Northgate', 'Neighbourhood', 'Riverton West', 23.8312, 90.3744],
  ['Northgate Station', 'Station', 'Northgate', 23.8266, 90.3839],
  ['Willow Lane', 'Street', 'Northgate', 23.8174, 90.3561],
  ['Lakeside', 'Neighbourhood', 'Riverton West', 23.7923, 90.3521],
  ['Lakeside Promenade', 'Promenade', 'Lakeside', 23.7961, 90.3459],
  ['Heron Lake', 'Lake', 'Lakeside', 23.7874, 90.3418],
  ['Central Library', 'Library', 'Old Town', 23.7794, 90.3903],
  ['City Hall', 'Landmark', 'Old Town', 23.7768, 90.3951],
  ['Founders Avenue', 'Avenue', 'Old Town', 23.7851, 90.3934],
  ['Elm Street', 'Street', 'Millbrook', 23.7562, 90.3684],
  ['Millbrook', 'Neighbourhood', 'Riverton West', 23.7498, 90.3621],
  ['Millbrook School', 'School', 'Millbrook', 23.7441, 90.3705],
  ['Canal Walk', 'Street', 'Millbrook', 23.7462, 90.3892],
  ['Riverton University', 'University', 'College Hill', 23.8102, 90.3855],
  ['College Hill', 'Neighbourhood', 'Riverton West', 23.8034, 90.3927],
  ['Botanical Garden', 'Garden', 'College Hill', 23.8198, 90.3962],
  ['West End Stadium', 'Stadium', 'West End', 23.7645, 90.3479],
  ['West End', 'Neighbourhood', 'Riverton West', 23.7704, 90.3552],
  ['Harbour Bridge', 'Bridge', 'Harbourside', 23.7608, 90.4121],
  ['Harbourside', 'Neighbourhood', 'Riverton East', 23.7552, 90.4263],
  ['Fisherman Wharf', 'Wharf', 'Harbourside', 23.7466, 90.4304],
  ['Ferry Terminal', 'Terminal', 'Harbourside', 23.7428, 90.4413],
  ['Market Street', 'Street', 'Downtown East', 23.7791, 90.4192],
  ['Downtown East', 'Neighbourhood', 'Riverton East', 23.7843, 90.4281],
  ['Riverton Central Station', 'Station', 'Downtown East', 23.7885, 90.4168],
  ['Grand Mall', 'Shopping centre', 'Downtown East', 23.7927, 90.4309],
  ['Tech Park', 'Business park', 'Eastfield', 23.8087, 90.4396],
  ['Eastfield', 'Neighbourhood', 'Riverton East', 23.8151, 90.4452],
  ['Maple Road', 'Street', 'Eastfield', 23.8228, 90.4326],
  ['Sunrise Hospital', 'Hospital', 'Eastfield', 23.8018, 90.4521],
  ['Cedar Heights', 'Neighbourhood', 'Riverton East', 23.8304, 90.4198],
  ['Hilltop Observatory', 'Landmark', 'Cedar Heights', 23.8362, 90.4284],
  ['Orchard Lane', 'Street', 'Cedar Heights', 23.8259, 90.4141],
  ['Riverton Museum of Art', 'Museum', 'Downtown East', 23.7732, 90.4246],
  ['Kingsway', 'Avenue', 'Downtown East', 23.7679, 90.4336],
  ['Greenway Park', 'Park', 'Harbourside', 23.7602, 90.4485],
  ['Pine Street', 'Street', 'Harbourside', 23.7531, 90.4387],
  ['Riverton Zoo', 'Zoo', 'Eastfield', 23.7961, 90.4577],
  ['Southport Ferry Ghat', 'Terminal', 'Southport', 23.7125, 90.3981],
  ['Riverton International Airport', 'Airport', 'Airport Road', 23.8702, 90.4103],
  ['Blue Hills Resort', 'Resort', 'Blue Hills', 23.7792, 90.3041],
];

/** A random point inside the zone, away from its edges (rejection sampling on a shrunk ring). */
export function randomPointIn(zone: ZoneKey, rng: Rng): LatLng {
  const poly = ZONES[zone].polygon;
  const lats = poly.map((p) => p.lat);
  const lngs = poly.map((p) => p.lng);
  const [minLat, maxLat, minLng, maxLng] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lngs),
    Math.max(...lngs),
  ];
  for (;;) {
    const p = {
      lat: Number((minLat + rng.next() * (maxLat - minLat)).toFixed(6)),
      lng: Number((minLng + rng.next() * (maxLng - minLng)).toFixed(6)),
    };
    const margin = 0.003;
    const probes = [
      p,
      { lat: p.lat + margin, lng: p.lng },
      { lat: p.lat - margin, lng: p.lng },
      { lat: p.lat, lng: p.lng + margin },
      { lat: p.lat, lng: p.lng - margin },
    ];
    if (probes.every((q) => isPointInPolygon(q, poly))) return p;
  }
}

function nearest(point: LatLng, keep: (kind: string) => boolean) {
  let best: (typeof PLACES)[number] | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const place of PLACES) {
    const d = (place[3] - point.lat) ** 2 + (place[4] - point.lng) ** 2;
    if (keep(place[1]) && d < bestD) [best, bestD] = [place, d];
  }
  return best;
}

/** A street address near the point: the nearest street and the district of the nearest place. */
export function addressNear(point: LatLng, houseNumber: number): string {
  const street = nearest(point, (kind) => kind === 'Street' || kind === 'Avenue');
  const place = nearest(point, () => true);
  const district = place?.[1] === 'Neighbourhood' ? place[0] : (place?.[2] ?? CITY.name);
  return `${houseNumber} ${street?.[0] ?? 'Main Street'}, ${district}, ${CITY.name}`;
}

export type GeoIds = { zones: Record<ZoneKey, number> };

export async function seedZones(ctx: SeedContext): Promise<GeoIds> {
  const keys = Object.keys(ZONES) as ZoneKey[];
  const ids = await insertIds(
    ctx.db,
    zones,
    keys.map((key) => {
      const z = ZONES[key];
      return {
        name: z.name,
        displayName: z.display,
        status: z.status,
        polygon: z.polygon,
        increasedDeliveryFee: z.surcharge,
        increasedDeliveryFeeStatus: z.surcharge > 0 ? 1 : 0,
        increasedDeliveryFeeReason: z.surcharge > 0 ? 'Heavy traffic on the bridges' : null,
        digitalPayment: true,
        cashOnDelivery: key !== 'south',
      };
    }),
  );
  await insertRows(
    ctx.db,
    places,
    PLACES.map(([name, kind, district, latitude, longitude]) => ({
      id: `riv-${slugify(name)}`,
      name,
      secondaryText: `${kind} · ${district}, ${CITY.name}`,
      formattedAddress: `${name}, ${district}, ${CITY.name}`,
      latitude,
      longitude,
    })),
  );
  return {
    zones: Object.fromEntries(keys.map((k, i) => [k, ids[i] ?? 0])) as Record<ZoneKey, number>,
  };
}

/** Delivery rates for every zone × module; the east zone is a little dearer. */
export async function seedZoneModules(
  ctx: SeedContext,
  geo: GeoIds,
  moduleIds: Record<ModuleType, number>,
): Promise<void> {
  const rows = (Object.keys(ZONES) as ZoneKey[]).flatMap((zone) =>
    (Object.keys(RATES) as ModuleType[]).map((type) => {
      const [perKm, min, max, cod] = RATES[type];
      const f = zone === 'east' ? 1.2 : 1;
      return {
        zoneId: geo.zones[zone],
        moduleId: moduleIds[type],
        perKmShippingCharge: Math.round(perKm * f),
        minimumShippingCharge: Math.round(min * f),
        maximumShippingCharge: max === null ? null : Math.round(max * f),
        maximumCodOrderAmount: cod,
      };
    }),
  );
  await insertRows(ctx.db, zoneModules, rows);
}

export { PLACES };
