import { apiPath } from '@marketplace/contract/endpoint';
import { vehicleSearch } from '@marketplace/contract/endpoints/rental-catalog';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { WEST_ZONE } from './shell';

export type DemoVehicle = {
  id: number;
  name: string;
  total_vehicle_count: number;
  hourly_price: number;
  trip_hourly: 0 | 1;
  provider: { id: number; name: string };
};

/** The demo fleet in the west zone, as the rental search answers it. */
export async function demoVehicles(request: APIRequestContext, moduleId: number) {
  const response = await request.get(`${apiPath(vehicleSearch)}?all_category=1&limit=100`, {
    headers: { moduleId: String(moduleId), zoneId: JSON.stringify(WEST_ZONE) },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { vehicles: DemoVehicle[] }).vehicles;
}

/** A trip search as the rental home stores it (pickup and destination from the gazetteer). */
export function storedTripSearch(selectedDate: string | null) {
  return {
    tripType: 'hourly',
    duration: 2,
    selectedDate,
    pickup: { lat: 23.7812, lng: 90.3702, location_name: 'Riverside Park' },
    destination: { lat: 23.7794, lng: 90.3903, location_name: 'Central Library' },
    distanceData: null,
  };
}

/** Picks a place in one of the trip search's place fields. */
export async function pickTripPlace(page: Page, field: string, search: string, name: string) {
  const group = page.getByRole('group', { name: field });
  const input = group.getByRole('combobox');
  await input.fill(search);
  await expect(group.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(group.getByText(name)).toBeVisible();
}

export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
