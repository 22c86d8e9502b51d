/** Discovery: the home page's other banners and store advertisements (issue 15). */
import { advertisements, otherBanners } from '../schema/index';
import type { ModuleType } from '../schema/modules';
import { day, insertRows, type SeedContext, slugify } from './context';
import type { ZoneKey } from './geo';
import type { Catalog } from './promotions';
import { bannerImage, coverImage, type Glyph } from './svg-images';

/** Store modules whose home pages show other banners and advertisements. */
const MODULES = ['food', 'grocery', 'pharmacy', 'ecommerce'] as const;

/** 'title|es|fr|subtitle|es|fr|glyph' per module: the zone-wide banner of each module. */
const OTHER_BANNERS: Record<(typeof MODULES)[number], string> = {
  food: 'Dinner sorted in minutes|La cena, lista en minutos|Le dîner, prêt en quelques minutes|Hundreds of dishes from local kitchens|Cientos de platos de cocinas locales|Des centaines de plats de cuisines locales|food',
  grocery:
    'Stock up for the week|Haz la compra de la semana|Faites le plein pour la semaine|Fresh produce and pantry basics|Productos frescos y básicos de despensa|Produits frais et essentiels du placard|grocery',
  pharmacy:
    'Your health, delivered|Tu salud, a domicilio|Votre santé, livrée|Medicines and care products at your door|Medicamentos y cuidado personal en tu puerta|Médicaments et soins à votre porte|heart',
  ecommerce:
    'Gifts for everyone|Regalos para todos|Des cadeaux pour tous|Gadgets, fashion and more|Tecnología, moda y mucho más|High-tech, mode et bien plus|ecommerce',
};

const AD_TEXT = {
  title: ['Today at {store}', 'Hoy en {store}', 'Aujourd’hui chez {store}'],
  description: [
    'Order now and see why neighbours keep coming back.',
    'Pide ahora y descubre por qué los vecinos repiten.',
    'Commandez et découvrez pourquoi les voisins reviennent.',
  ],
} as const;

const fill = (text: string, store: string) => text.replace('{store}', store);

export async function seedDiscovery(ctx: SeedContext, cat: Catalog): Promise<void> {
  const bannerRows: (typeof otherBanners.$inferInsert)[] = [];
  const adRows: (typeof advertisements.$inferInsert)[] = [];
  for (const type of MODULES) {
    const moduleId = cat.modules[type as ModuleType];
    const [title = '', es = '', fr = '', sub = '', subEs = '', subFr = '', glyph = 'tag'] =
      OTHER_BANNERS[type].split('|');
    bannerRows.push({
      title,
      subtitle: sub,
      moduleId,
      position: 0,
      image: ctx.media.add(`other-banner/${type}.svg`, () =>
        bannerImage({ title, subtitle: sub, glyph: glyph as Glyph, ratio: 3 }),
      ),
      translations: {
        es: { title: es, subtitle: subEs },
        fr: { title: fr, subtitle: subFr },
      },
    });
    for (const zone of ['west', 'east'] as ZoneKey[]) {
      const local = (cat.stores[type] ?? []).filter(
        (s) => s.zone === zone && !s.def.options.closed,
      );
      const [first, second] = local;
      if (first) {
        const t = `Meet ${first.name}`;
        bannerRows.push({
          title: t,
          subtitle: first.def.tagline,
          moduleId,
          zoneId: cat.geo.zones[zone],
          storeId: first.id,
          position: 1,
          image: ctx.media.add(`other-banner/${zone}-${type}-${first.slug}.svg`, () =>
            bannerImage({
              title: t,
              subtitle: first.def.tagline,
              glyph: first.def.glyph,
              ratio: 3,
            }),
          ),
          translations: {
            es: { title: `Descubre ${first.name}`, subtitle: first.def.es },
            fr: { title: `Découvrez ${first.name}`, subtitle: first.def.fr },
          },
        });
      }
      // Two running advertisements per module and zone, and one that has ended.
      for (const [index, store] of [second, first].entries()) {
        if (!store) continue;
        const [en, esT, frT] = AD_TEXT.title;
        const [enD, esD, frD] = AD_TEXT.description;
        const ended = index === 1 && zone === 'east';
        adRows.push({
          storeId: store.id,
          title: fill(en, store.name),
          description: `${store.def.tagline}. ${enD}`,
          coverImage: ctx.media.add(`advertisement/${slugify(store.name)}.svg`, () =>
            coverImage({ title: store.name, subtitle: store.def.tagline, glyph: store.def.glyph }),
          ),
          startDate: day(ctx.now, ended ? -30 : -3),
          endDate: day(ctx.now, ended ? -2 : 30),
          priority: index,
          translations: {
            es: { title: fill(esT, store.name), description: `${store.def.es}. ${esD}` },
            fr: { title: fill(frT, store.name), description: `${store.def.fr}. ${frD}` },
          },
        });
      }
    }
  }
  await insertRows(ctx.db, otherBanners, bannerRows);
  await insertRows(ctx.db, advertisements, adRows);
}
