import { expect, type Page } from '@playwright/test';

/** A seeded place inside the West Riverton zone (apps/api seed gazetteer). */
export const SEEDED_PLACE = { search: 'Riverside', name: 'Riverside Park' } as const;
/** Coordinates of Riverside Park, and of a resort outside every active zone. */
export const INSIDE_ZONE = { lat: '23.7812', lng: '90.3702' } as const;
export const OUTSIDE_ZONES = { lat: '23.7792', lng: '90.3041' } as const;

export function locationDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Where should we deliver?' });
}

export function moduleDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Select a module' });
}

/** Types in the place search and picks the suggestion with the keyboard. */
export async function pickSeededPlace(page: Page): Promise<void> {
  const dialog = locationDialog(page);
  await expect(dialog).toBeVisible();
  const search = dialog.getByRole('combobox', { name: 'Search location' });
  await search.fill(SEEDED_PLACE.search);
  await expect(dialog.getByRole('option', { name: new RegExp(SEEDED_PLACE.name) })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(dialog).toBeHidden();
}

/** Chooses the first module of the grid and returns its name. */
export async function chooseFirstModule(page: Page): Promise<string> {
  const dialog = moduleDialog(page);
  await expect(dialog).toBeVisible();
  const first = dialog.getByRole('listitem').first().getByRole('button');
  const name = ((await first.textContent()) ?? '').trim();
  await first.click();
  await expect(dialog).toBeHidden();
  return name;
}
