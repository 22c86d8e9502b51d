import { apiPath } from '@marketplace/contract/endpoint';
import { businessConfig } from '@marketplace/contract/endpoints/config';
import { itemDetails } from '@marketplace/contract/endpoints/items';
import { popularStores } from '@marketplace/contract/endpoints/stores';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { fixtureStore, simpleItem } from './support/cart';
import { SEEDED } from './support/catalogue';
import { RULES } from './support/display-rules';
import { chooseFirstModule, pickSeededPlace } from './support/first-visit';
import { expect, test, type World } from './support/fixtures';
import { holdPageCode } from './support/late-chunks';
import { shellCookieHeader, WEST_ZONE } from './support/shell';
import { expectToastClearOfTitle } from './support/toast';

/** Opens a store from a home section by its card link and checks we landed on it. */
async function openFirstStoreOf(page: Page, section: string): Promise<string> {
  const list = page.getByRole('region', { name: section });
  const link = list.getByRole('article').first().getByRole('heading').getByRole('link');
  const name = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(page).toHaveURL(/\/store\/[a-z0-9-]+\?id=\d+&module_id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

test('browse a food store and a grocery store from home', async ({ page }) => {
  await page.goto('/');
  await pickSeededPlace(page);
  const food = await chooseFirstModule(page);
  expect(food).toBe('Food');

  await test.step('the food home shows banners, categories, stores and items', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Food' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Offers', exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Categories', exact: true }),
    ).toBeVisible();
    // Issue 17 §10: a shorter hero on desktop, so the categories show above the fold.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Categories', exact: true }),
    ).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: 'Popular items' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the home page');
  });

  await test.step('a food store shows its items, and no item column (spec 01 §2)', async () => {
    await openFirstStoreOf(page, 'Popular stores');
    await expect(page.getByRole('heading', { level: 2, name: 'Items' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Store categories' })).toBeVisible();
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    await expect(page.getByRole('complementary', { name: 'Selected item' })).toHaveCount(0);
    // Issue 17 §1: today's hours on the store's clock (the demo city keeps Asia/Dhaka time).
    const main = page.getByRole('main');
    await expect(main.getByText(/^(Today: \d|Closed today)/)).toBeVisible();
    await expect(main.getByText('(Store time, GMT+6)')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'a store page');
  });

  await test.step('switch to Grocery in the header and open one of its stores', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Grocery' })
      .click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Grocery' })).toBeVisible();
    await openFirstStoreOf(page, 'Popular stores');
    // Not food: the chosen (here the first) item is shown beside the list on a wide screen.
    const column = page.getByRole('complementary', { name: 'Selected item' });
    await expect(column).toBeVisible();
    await expect(column.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(column.getByText('Total Price')).toBeVisible();

    // Quick view on a wide screen shows the chosen item in that column instead of a modal.
    const second = page.getByRole('main').getByRole('article').nth(1);
    const name = ((await second.getByRole('heading').textContent()) ?? '').trim();
    await second.hover();
    await second.getByRole('button', { name: `Quick view of ${name}` }).click();
    await expect(page).toHaveURL(/[?&]item=/);
    await expect(column.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('an item opens as a modal (the URL stays) and as its own page', async ({
  page,
  chooseShell,
  moduleIds: ids,
}) => {
  await chooseShell('food');
  const item = SEEDED.halalNonVeg;
  const storeUrl = `/store/${SEEDED.foodStore.slug}?module_id=${ids.food}`;
  await page.goto(storeUrl);
  await expect(page.getByRole('heading', { level: 1, name: SEEDED.foodStore.name })).toBeVisible();

  await test.step('quick view from the store page: no store link, no description', async () => {
    const trigger = page.getByRole('button', { name: `Quick view of ${item.name}` });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: item.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('In Stock')).toBeVisible();
    await expect(dialog.getByText(/\d\.\d/).first()).toBeVisible();
    await expect(dialog.getByRole('link', { name: SEEDED.foodStore.name })).toHaveCount(0);
    await expect(dialog.getByText('Fragrant basmati rice')).toHaveCount(0);
    await expect(page).toHaveURL(storeUrl);
    await dialog.getByRole('button', { name: `Add ${item.name} to the wishlist` }).click();
    await expectToastClearOfTitle(
      page,
      'Please sign in to save items to your wishlist.',
      dialog.getByRole('heading', { name: item.name }).first(),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  await test.step('quick view from home shows the store link and the description', async () => {
    await page.goto('/home');
    const row = page.getByRole('region', { name: 'Popular items' });
    const first = row.getByRole('article').first();
    const name = ((await first.getByRole('heading').textContent()) ?? '').trim();
    await first.hover();
    await first.getByRole('button', { name: `Quick view of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'View full details' })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await page.keyboard.press('Escape');
  });

  await test.step('the full page: quantity stepper and total price', async () => {
    await page.goto(`/product/${item.slug}?module_id=${ids.food}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await expect(page.getByRole('link', { name: SEEDED.foodStore.name })).toBeVisible();
    await expect(page.getByText('Fragrant basmati rice')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'an item page');
    const minus = page.getByRole('button', { name: 'Decrease quantity' });
    await expect(minus).toBeDisabled();
    const quantity = page.getByRole('group', { name: 'Quantity' });
    await expect(quantity.getByText('01')).toBeVisible();
    const total = page.getByText('Total Price').locator('xpath=following-sibling::span[1]');
    const single = Number((await total.textContent())?.replace(/[^0-9.]/g, ''));
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity.getByText('02')).toBeVisible();
    await expect(minus).toBeEnabled();
    await expect(total).toHaveText(new RegExp((single * 2).toFixed(2).replace('.', '\\.')));
    // The buttons are live; e2e/cart.spec.ts follows them.
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });
});

test.describe('badges and notes on items made for each display rule', () => {
  /** The journey's own items, one per display rule (support/display-rules.ts). */
  async function openItem(page: Page, world: World, name: string) {
    const item = world.item(name);
    const moduleId = world.store(item.store).module_id;
    await page.goto(`/product/${item.slug}?module_id=${moduleId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    return page.getByRole('article', { name });
  }

  test('a percent discount reads "N% OFF", an amount "<amount> OFF", both strike the price', async ({
    page,
    buildWorld,
  }) => {
    const world = await buildWorld({ stores: [RULES.foodStore] });
    for (const item of [RULES.percentDiscount, RULES.amountDiscount]) {
      const view = await openItem(page, world, item.name);
      await expect(view.getByRole('list', { name: 'Badges' })).toContainText(item.badge);
      await expect(view.locator('del').first()).toBeVisible();
    }
  });

  test('halal when both flags are set; veg and non-veg marks for food', async ({
    page,
    buildWorld,
  }) => {
    const world = await buildWorld({ stores: [RULES.foodStore] });
    const halal = await openItem(page, world, RULES.halalNonVeg.name);
    const badges = halal.getByRole('list', { name: 'Badges' });
    await expect(badges.getByText('Halal')).toBeVisible();
    await expect(badges.getByRole('img', { name: 'Non-veg' })).toBeVisible();

    const veg = await openItem(page, world, RULES.vegWithChoices.name);
    await expect(veg.getByRole('img', { name: 'Veg', exact: true })).toBeVisible();
    await expect(
      veg
        .getByText(
          /This Variation needs to be selected in between minimum \d+ and Maximum \d+ items\./,
        )
        .first(),
    ).toBeVisible();
  });

  test('organic on a grocery item, without a veg mark outside food', async ({
    page,
    buildWorld,
  }) => {
    const world = await buildWorld({ stores: [RULES.groceryStore] });
    const view = await openItem(page, world, RULES.organic.name);
    await expect(view.getByRole('list', { name: 'Badges' }).getByText('Organic')).toBeVisible();
    await expect(view.getByRole('img', { name: /veg/i })).toHaveCount(0);
  });

  test('a prescription medicine carries the red note', async ({ page, buildWorld }) => {
    const world = await buildWorld({ stores: [RULES.pharmacyStore] });
    const view = await openItem(page, world, RULES.prescription.name);
    await expect(view.getByText('prescription is required')).toBeVisible();
  });

  test('an item without stock says Out of Stock and is not In Stock', async ({
    page,
    buildWorld,
  }) => {
    const world = await buildWorld({ stores: [RULES.groceryStore] });
    const view = await openItem(page, world, RULES.outOfStock.name);
    await expect(view.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    await expect(view.getByText('In Stock', { exact: true })).toHaveCount(0);
    await expect(view.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  });

  test('cards show the same rules in a list', async ({ page, buildWorld }) => {
    const world = await buildWorld({ stores: [RULES.foodStore] });
    const store = world.store(RULES.foodStore.name);
    await page.goto(`/store/${store.slug}?module_id=${store.module_id}`);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: RULES.percentDiscount.name, exact: true }) });
    const badges = card.getByRole('list', { name: 'Badges' });
    await expect(badges).toContainText(RULES.percentDiscount.badge);
    await expect(badges.getByRole('img', { name: 'Non-veg' })).toBeVisible();
    // Issue 17 §10: at most two badges on a card, the most telling first; the item view above
    // shows its Halal tag too.
    await expect(badges.getByRole('listitem')).toHaveCount(2);
    await expect(badges.getByText('Halal')).toHaveCount(0);
  });
});

test('a search typed before the page’s code has run still gets its suggestions', async ({
  page,
  chooseShell,
}) => {
  await chooseShell('food');
  // A slow phone: the server's HTML is there, its code is not, and the customer types.
  const releaseCode = await holdPageCode(page);
  await page.goto('/home', { waitUntil: 'domcontentloaded' });
  const header = page.getByRole('banner');
  const box = header.getByRole('combobox', { name: 'Search' });
  await box.fill('chiken');
  releaseCode();

  const list = header.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list.getByRole('option', { name: /Chicken/ }).first()).toBeVisible();
  await expect(box).toHaveValue('chiken');
  await expect(box).toBeFocused();
});

test('search forgives a typo: "chiken" suggests and finds chicken', async ({
  page,
  chooseShell,
}) => {
  await chooseShell('food');
  await page.goto('/home');
  const header = page.getByRole('banner');
  const box = header.getByRole('combobox', { name: 'Search' });

  await test.step('suggestions as you type, chosen with the keyboard', async () => {
    await box.fill('chiken');
    const list = header.getByRole('listbox', { name: 'Search suggestions' });
    await expect(list.getByRole('option', { name: /Chicken/ }).first()).toBeVisible();
    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(list).toBeHidden();
  });

  await test.step('Enter opens the results with Items and Stores tabs', async () => {
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=chiken$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Results for “chiken”' }),
    ).toBeVisible();
    const items = page.getByRole('tab', { name: /^Items/ });
    await expect(items).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: /^Items/ });
    const names = await panel.getByRole('article').getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/chicken/i);

    await items.press('ArrowRight');
    const stores = page.getByRole('tab', { name: /^Stores/ });
    await expect(stores).toBeFocused();
    await expect(stores).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=stores/);
  });

  await test.step('a suggestion picked with the arrow keys opens that item', async () => {
    await box.fill('chiken');
    await expect(header.getByRole('option', { name: /Chicken/ }).first()).toBeVisible();
    await box.press('ArrowDown');
    const name =
      (
        await page
          .locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`)
          .textContent()
      )?.trim() ?? '';
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test('store lists come 12 at a time and "Load more" fetches the next page', async ({
  page,
  request,
  chooseShell,
  moduleIds: ids,
}) => {
  await test.step('/store/popular: 12 stores at a time, until the button goes away', async () => {
    await chooseShell('food');
    const api = await request.get(`${apiPath(popularStores)}?type=all&offset=1&limit=12`, {
      headers: { moduleId: String(ids.food), zoneId: JSON.stringify(WEST_ZONE) },
    });
    const total = ((await api.json()) as { total_size: number }).total_size;
    // The demo seed has more than two pages of food stores in each zone.
    expect(total).toBeGreaterThan(24);
    await page.goto('/store/popular');
    await expect(page.getByRole('heading', { level: 1, name: 'Popular stores' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(12);
    const more = page.getByRole('button', { name: 'Load more' });
    await expect(more).toBeVisible();
    await more.click();
    await expect(cards).toHaveCount(24);
    await expect(more).toBeVisible();
    for (let shown = 24; shown < total; shown += 12) {
      await more.click();
      await expect(cards).toHaveCount(Math.min(shown + 12, total));
    }
    await expect(more).toHaveCount(0);
    await expect(page.getByText(`Showing ${total} of ${total}`)).toBeVisible();
  });

  await test.step('the same list behaviour on a category with more than 24 items', async () => {
    await chooseShell('food');
    await page.goto('/categories');
    await page.getByRole('link', { name: SEEDED.bigCategory.name }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: SEEDED.bigCategory.name }),
    ).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    const more = page.getByRole('button', { name: 'Load more' });
    await expect(cards).toHaveCount(12);
    await more.click();
    await expect(cards).toHaveCount(24);
    // Focus moves to the first new card so the list continues where it grew.
    await expect(cards.nth(12).getByRole('heading').getByRole('link')).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Sub-categories' })).toBeVisible();
  });
});

test('the product page is complete HTML before any JavaScript runs', async ({
  browser,
  baseURL,
  request,
  moduleIds: ids,
}) => {
  const item = SEEDED.halalNonVeg;
  const path = `/product/${item.slug}?module_id=${ids.food}`;
  const cookie = shellCookieHeader(ids.food);

  const [details, config] = await Promise.all([
    request
      .get(apiPath(itemDetails, { id: item.slug }), {
        headers: { moduleId: String(ids.food), zoneId: JSON.stringify(WEST_ZONE) },
      })
      .then((response) => response.json() as Promise<{ price: number; discount: number }>),
    request.get(apiPath(businessConfig)).then(
      (response) =>
        response.json() as Promise<{
          currency_symbol: string;
          currency_symbol_direction: 'left' | 'right';
          digit_after_decimal_point: number;
        }>,
    ),
  ]);
  expect(details.discount).toBe(0);
  const amount = details.price.toFixed(config.digit_after_decimal_point);
  const price =
    config.currency_symbol_direction === 'left'
      ? `${config.currency_symbol}${amount}`
      : `${amount}${config.currency_symbol}`;

  await test.step('the raw HTML holds the name, the price and Product JSON-LD', async () => {
    const response = await request.get(path, { headers: { cookie } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${item.name}</h1>`));
    expect(html).toContain(price);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    const product = scripts
      .map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>)
      .find((data) => data['@type'] === 'Product') as
      | { name: string; offers: { price: number; priceCurrency: string; availability: string } }
      | undefined;
    expect(product?.name).toBe(item.name);
    expect(product?.offers.price).toBe(details.price);
    expect(product?.offers.priceCurrency).toMatch(/^[A-Z]{3}$/);
    expect(product?.offers.availability).toBe('https://schema.org/InStock');
    expect(html).toMatch(
      /<link rel="canonical" href="[^"]*\/product\/chicken-biryani-spice-route-biryani-house/,
    );
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.svg"/);
  });

  await test.step('with JavaScript off, a customer still reads the item', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await context.addCookies([
      { name: 'zone_ids', value: encodeURIComponent('[1]'), url: baseURL ?? '' },
      { name: 'module_id', value: String(ids.food), url: baseURL ?? '' },
    ]);
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await expect(page.getByText(price).first()).toBeVisible();
    await context.close();
  });

  await test.step('an unknown item is a real 404', async () => {
    const response = await request.get('/product/no-such-item-here', { headers: { cookie } });
    expect(response.status()).toBe(404);
  });
});

test('server-rendered icons are drawn as lucide draws them: outlined, and filled where asked', async ({
  page,
  chooseShell,
}) => {
  await chooseShell('food');
  await page.goto('/home');
  // The icons carry no presentation attributes: the stylesheet gives lucide's stroke and fill.
  const drawing = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((svg) => {
        const style = getComputedStyle(svg);
        const box = svg.getBoundingClientRect();
        return {
          fill: style.fill,
          stroke: style.stroke === style.color,
          width: style.strokeWidth,
          size: Math.round(box.width),
        };
      });
  expect(await drawing('main svg.lucide-heart:not([stroke])')).toEqual({
    fill: 'none',
    stroke: true,
    width: '2px',
    size: 16,
  });
  const star = await drawing('main svg.lucide-star.fill-amber-400:not([stroke])');
  expect(star.fill).not.toBe('none');
  expect(star.stroke).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header is in the first HTML: nothing arrives later to push the page down', async ({
    page,
    buildWorld,
  }) => {
    // The header used to stream in after a fixed-height placeholder: on a phone, where the place
    // has its own row, the page jumped by that row as it loaded (a layout shift).
    const world = await buildWorld({
      stores: [fixtureStore('grocery', 'Header Grocer', [simpleItem('Header Rice', 300)])],
    });
    const store = world.store('Header Grocer');
    for (const path of ['/home', `/store/${store.slug}?module_id=${store.module_id}`]) {
      const html = await (await page.request.get(path)).text();
      const header = html.indexOf('<header');
      expect(header, path).toBeGreaterThan(-1);
      expect(header, `${path}: the header precedes the page`).toBeLessThan(html.indexOf('<main'));
    }
  });

  test('the logo is laid out in its own shape before it arrives: the header does not jump', async ({
    page,
    chooseShell,
  }) => {
    // The logo's box was 120 × 36 until the (square) logo arrived: on a phone the icons beside it
    // wrapped onto a second row and came back, moving the whole page by 52 px.
    await chooseShell('grocery');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/images\/business\/logo\./, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/home', { waitUntil: 'domcontentloaded' });
    const header = page.getByRole('banner');
    const logo = header.locator('img[src*="/images/business/logo"]');
    const layout = () =>
      Promise.all([header.boundingBox(), logo.boundingBox()]).then(([h, l]) => ({
        header: h?.height,
        logo: [l?.width, l?.height],
      }));
    const before = await layout();
    release();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await layout()).toEqual(before);
    expect(before.logo).toEqual([36, 36]);
  });

  test('a grocery store has no side column; quick view opens the item as a modal', async ({
    page,
    chooseShell,
  }) => {
    await chooseShell('grocery');
    await page.goto('/home');
    await openFirstStoreOf(page, 'Popular stores');
    await expect(page.getByRole('complementary', { name: 'Selected item' })).toBeHidden();
    const card = page.getByRole('main').getByRole('article').first();
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('button', { name: `Quick view of ${name}` }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
  });

  test('a long store name keeps the line; the heart and Chat follow it at full size', async ({
    page,
    buildWorld,
  }) => {
    const name = 'Riverside Family Grocery and Household Supplies';
    const world = await buildWorld({
      stores: [fixtureStore('grocery', name, [simpleItem('Fixture Rice', 300)])],
    });
    const store = world.store(name);
    await page.goto(`/store/${store.slug}?module_id=${store.module_id}`);
    const heading = page.getByRole('heading', { level: 1, name });
    const heart = page
      .getByRole('main')
      .getByRole('button', { name: `Add ${name} to the wishlist` });
    await expect(heart).toBeVisible();
    // Squeezed beside the name, the heart was 22 px wide.
    const heartBox = await heart.boundingBox();
    expect(heartBox?.width).toBeGreaterThanOrEqual(40);
    expect(heartBox?.height).toBeGreaterThanOrEqual(40);
    // The name has the line's width to itself (it was squeezed to a third of it).
    expect((await heading.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(280);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Chat with the store' }),
    ).toBeVisible();
  });
});

test('a shared store or product link without a module shows the store or the item (issue 17)', async ({
  page,
}) => {
  // No module_id and no shell cookies: the details read the module from the record.
  await page.goto(`/store/${SEEDED.foodStore.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: SEEDED.foodStore.name })).toBeVisible();
  await expect(page.getByText('Opening hours')).toBeVisible();

  await page.goto(`/product/${SEEDED.halalNonVeg.slug}`);
  await expect(
    page.getByRole('heading', { level: 1, name: SEEDED.halalNonVeg.name }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'a module-less item link');
});
