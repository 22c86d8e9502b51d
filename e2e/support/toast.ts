import { expect, type Locator, type Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Issue 17 §7: a toast shown over an open dialog leaves the dialog's title readable. */
export async function expectToastClearOfTitle(page: Page, toastText: string, title: Locator) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: toastText });
  await expect(toast).toBeVisible();
  // Sonner slides a toast in; measure where it settles.
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await page.waitForTimeout(500);
  const [toastBox, titleBox] = await Promise.all([toast.boundingBox(), title.boundingBox()]);
  expect(toastBox, 'the toast has a box').not.toBeNull();
  expect(titleBox, 'the title has a box').not.toBeNull();
  if (toastBox && titleBox) {
    expect(
      overlaps(toastBox, titleBox),
      `toast ${JSON.stringify(toastBox)} covers title ${JSON.stringify(titleBox)}`,
    ).toBe(false);
  }
}
