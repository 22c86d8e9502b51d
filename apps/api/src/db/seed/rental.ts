/** Rental: vehicle categories and brands, providers (rental-module stores) and their vehicles. */
import { vehicleBrands, vehicleCategories, vehicleReviews, vehicles } from '../schema/index';
import { insertIds, insertRows, type SeedContext, slugify, tr } from './context';
import type { GeoIds } from './geo';
import { draftReviews } from './rental-reviews';
import { parseStores, type StoreRow, seedStores } from './stores';
import { type Glyph, hueOf, logoImage, squareImage } from './svg-images';
import { list } from './words';

const CATEGORIES = list(
  'Sedan,Sedán,Berline|SUV,SUV,SUV|Hatchback,Compacto,Citadine|Microbus,Microbús,Minibus|' +
    'Luxury,Lujo,Luxe|Electric,Eléctrico,Électrique|Motorbike,Moto,Moto',
).map((line) => line.split(','));

const BRANDS = list('Toyota|Honda|Nissan|Hyundai|Kia|Suzuki|Yamaha|Tesla|BMW|Mercedes-Benz');

const PROVIDERS = parseStores([
  'Riverton Car Rentals|west|rental|Sedans and SUVs for every trip|Sedanes y SUV para cada viaje|Berlines et SUV pour tous vos trajets|hours=always featured tax=5',
  'CityRide Hire|east|rental|Chauffeur-driven cars by the hour|Coches con conductor por horas|Voitures avec chauffeur à l’heure|tax=5 schedule',
  'Harbour Wheels|east|rental|Vans and microbuses for groups|Furgonetas y microbuses para grupos|Vans et minibus pour les groupes|tax=5 discount=percent/1000/5000/2000',
  'GreenGo EV Rentals|west|leaf|Electric cars, zero tailpipe emissions|Coches eléctricos, cero emisiones|Voitures électriques, zéro émission|tax=5 featured',
  'Metro Bike & Scooter|west|bike|Motorbikes and scooters by the hour|Motos y scooters por horas|Motos et scooters à l’heure|hours=closedFri tax=5',
]);

/**
 * 'provider|name|category|brand|model year|type|seats|AC|transmission|fuel|engine|power|trips|
 * hourly|per km|per day|count|new' — trips: h hourly, d distance-wise, w day-wise; money in minor units.
 */
const VEHICLES = [
  '0|Toyota Corolla Altis|Sedan|Toyota|2022|family|5|1|automatic|petrol|1800 cc|138 hp|hdw|1500|120|8999|3|0',
  '0|Honda Civic RS|Sedan|Honda|2023|executive|5|1|automatic|petrol|1500 cc|180 hp|hdw|1800|140|10999|2|1',
  '0|Toyota RAV4 Hybrid|SUV|Toyota|2022|family|5|1|automatic|hybrid|2500 cc|219 hp|hw|2200|0|12999|2|0',
  '0|Hyundai Tucson|SUV|Hyundai|2021|family|5|1|automatic|diesel|2000 cc|184 hp|dw|0|160|11999|2|0',
  '0|Suzuki Swift|Hatchback|Suzuki|2020|affordable|5|1|manual|petrol|1200 cc|82 hp|hdw|900|80|5499|4|0',
  '1|Toyota Camry Hybrid|Sedan|Toyota|2023|executive|5|1|automatic|hybrid|2500 cc|208 hp|hd|2500|180|0|3|1',
  '1|Mercedes-Benz E-Class|Luxury|Mercedes-Benz|2022|luxury|5|1|automatic|petrol|2000 cc|255 hp|hd|5500|350|0|1|0',
  '1|BMW 5 Series|Luxury|BMW|2023|luxury|5|1|automatic|diesel|2000 cc|248 hp|hdw|5000|320|29999|1|1',
  '1|Nissan Sunny|Sedan|Nissan|2019|affordable|5|0|manual|cng|1500 cc|98 hp|hd|1000|90|0|3|0',
  '1|Kia Carnival|Microbus|Kia|2022|family|8|1|automatic|diesel|2200 cc|199 hp|hdw|3000|200|15999|2|0',
  '2|Toyota HiAce|Microbus|Toyota|2021|group|12|1|manual|diesel|2800 cc|174 hp|dw|0|220|17999|3|0',
  '2|Nissan Urvan|Microbus|Nissan|2018|group|14|0|manual|diesel|2500 cc|127 hp|dw|0|200|14999|2|0',
  '2|Toyota Noah|Microbus|Toyota|2020|family|8|1|automatic|hybrid|1800 cc|121 hp|hdw|2000|150|11999|2|0',
  '2|Hyundai H-1|Microbus|Hyundai|2019|group|11|1|manual|diesel|2500 cc|168 hp|w|0|0|13999|1|0',
  '2|Kia Sorento|SUV|Kia|2021|family|7|1|automatic|diesel|2200 cc|199 hp|hdw|2400|170|12999|1|0',
  '3|Tesla Model 3|Electric|Tesla|2023|executive|5|1|automatic|electric|-|283 hp|hdw|2800|150|14999|2|1',
  '3|Tesla Model Y|Electric|Tesla|2023|family|5|1|automatic|electric|-|299 hp|hw|3200|0|16999|2|1',
  '3|Nissan Leaf|Electric|Nissan|2021|affordable|5|1|automatic|electric|-|147 hp|hdw|1400|90|7999|3|0',
  '3|Hyundai Ioniq 5|Electric|Hyundai|2023|executive|5|1|automatic|electric|-|225 hp|hd|2600|140|0|2|1',
  '3|Kia Niro EV|Electric|Kia|2022|family|5|1|automatic|electric|-|201 hp|dw|0|120|10999|2|0',
  '4|Yamaha R15|Motorbike|Yamaha|2022|sports|2|0|manual|petrol|155 cc|18 hp|hw|500|0|2499|5|0',
  '4|Honda Dio Scooter|Motorbike|Honda|2021|affordable|2|0|automatic|petrol|110 cc|8 hp|hdw|350|30|1799|8|0',
  '4|Suzuki Gixxer|Motorbike|Suzuki|2023|sports|2|0|manual|petrol|155 cc|14 hp|hd|450|35|0|4|1',
  '4|Yamaha NMax|Motorbike|Yamaha|2022|affordable|2|0|automatic|petrol|155 cc|15 hp|hdw|400|32|1999|6|0',
  '4|Honda CB Hornet|Motorbike|Honda|2020|sports|2|0|manual|petrol|160 cc|15 hp|w|0|0|2199|3|0',
].map(list);

const TAGS = list('airport transfer|city tour|wedding|long trip|family|business|weekend');

export async function seedRental(
  ctx: SeedContext,
  moduleId: number,
  geo: GeoIds,
): Promise<StoreRow[]> {
  const rng = ctx.rng('rental');
  const categoryIds = await insertIds(
    ctx.db,
    vehicleCategories,
    CATEGORIES.map(([name = '', es = '', fr = '']) => ({
      name,
      image: ctx.media.add(`vehicle-category/${slugify(name)}.svg`, () =>
        squareImage({ title: name, glyph: name === 'Motorbike' ? 'bike' : 'rental' }),
      ),
      translations: tr(es, fr),
    })),
  );
  const brandIds = await insertIds(
    ctx.db,
    vehicleBrands,
    BRANDS.map((name) => ({
      name,
      image: ctx.media.add(`vehicle-brand/${slugify(name)}.svg`, () =>
        logoImage({ title: name, glyph: 'rental' }),
      ),
    })),
  );
  const providers = await seedStores(ctx, 'rental', moduleId, geo, PROVIDERS);
  const catId = (name: string) => categoryIds[CATEGORIES.findIndex((c) => c[0] === name)] ?? 0;
  const brandId = (name: string) => brandIds[BRANDS.indexOf(name)] ?? 0;
  const rows = VEHICLES.map((v, i) => {
    const [
      p,
      name = '',
      category = '',
      brand = '',
      year,
      type = '',
      seats,
      ac,
      transmission = '',
      fuel = '',
    ] = v;
    const [engine, power, trips = '', hourly, perKm, daily, count, isNew] = v.slice(10);
    const provider = providers[Number(p)];
    const slug = slugify(`${name} ${provider?.slug ?? ''}`);
    const glyph: Glyph = category === 'Motorbike' ? 'bike' : 'rental';
    const roll = rng.next();
    const reviews = rng.chance(0.8) ? rng.int(3, 140) : 0;
    return {
      providerId: provider?.id ?? 0,
      categoryId: catId(category),
      brandId: brandId(brand),
      name,
      description: `${name} (${year}), ${seats} seats, ${ac === '1' ? 'air-conditioned' : 'non-AC'}, ${transmission} ${fuel}. Fully insured, cleaned after every trip, with roadside assistance included.`,
      thumbnail: ctx.media.add(`vehicle/${slug}.svg`, () =>
        squareImage({ title: name, subtitle: `${year} · ${seats} seats`, glyph }),
      ),
      images: [
        `vehicle/${slug}.svg`,
        ctx.media.add(`vehicle/${slug}-2.svg`, () =>
          squareImage({ title: name, glyph, hue: (hueOf(name) + 120) % 360 }),
        ),
        ctx.media.add(`vehicle/${slug}-3.svg`, () =>
          squareImage({
            title: name,
            subtitle: `${transmission} · ${fuel}`,
            glyph,
            hue: (hueOf(name) + 240) % 360,
          }),
        ),
      ],
      model: `${brand} ${year}`,
      type,
      engineCapacity: engine === '-' ? null : (engine ?? null),
      enginePower: power ?? null,
      seatingCapacity: Number(seats),
      airCondition: Number(ac),
      transmissionType: transmission,
      fuelType: fuel,
      totalVehicleCount: Number(count),
      tripHourly: trips.includes('h') ? 1 : 0,
      tripDistance: trips.includes('d') ? 1 : 0,
      tripDayWise: trips.includes('w') ? 1 : 0,
      hourlyPrice: Number(hourly),
      distancePrice: Number(perKm),
      dayWisePrice: Number(daily),
      discountType: roll < 0.7 ? ('percent' as const) : ('amount' as const),
      discountPrice:
        roll < 0.3 ? rng.pick([500, 1000, 1500]) : roll > 0.85 ? rng.pick([200, 500]) : 0,
      newTag: Number(isNew),
      // Replaced by the rating of the drafted reviews below; still drawn so later rows stay put.
      avgRating: reviews ? Math.round((3.8 + rng.next() * 1.2) * 10) / 10 : 0,
      totalReviews: reviews,
      tags: rng.sample(TAGS, rng.int(1, 3)),
      createdAt: new Date(ctx.now.getTime() - (VEHICLES.length - i) * 3 * 86_400_000),
    };
  });
  const drafted = draftReviews(ctx, rows);
  const vehicleIds = await insertIds(
    ctx.db,
    vehicles,
    rows.map((row, i) => ({
      ...row,
      avgRating: drafted[i]?.avgRating ?? 0,
      totalReviews: drafted[i]?.totalReviews ?? 0,
    })),
  );
  const reviews = drafted.flatMap((d, i) =>
    d.drafts.map((draft) => ({ ...draft, vehicleId: vehicleIds[i] ?? 0 })),
  );
  await insertRows(ctx.db, vehicleReviews, reviews);
  ctx.log(
    `rental: ${providers.length} providers, ${rows.length} vehicles, ${reviews.length} reviews`,
  );
  return providers;
}
