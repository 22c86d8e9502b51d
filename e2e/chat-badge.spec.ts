import { apiPath } from '@marketplace/contract/endpoint';
import { messageSend, messageStream } from '@marketplace/contract/endpoints/messages';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signIn } from './support/checkout';
import { expect, test } from './support/fixtures';

// The e2e API's demo simulator answers an unanswered chat message within a second
// (scripts/e2e-server.mjs: ORDER_SIMULATOR on, fast steps).

test('the header chat icon counts unread answers live and clears them once read', async ({
  page,
  customer,
  chooseShell,
}) => {
  await chooseShell('grocery');
  await page.goto('/home');
  const header = page.getByRole('banner');

  await test.step('a guest sees the icon without a count', async () => {
    await expect(header.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();
    await expect(header.getByTestId('chat-unread-badge')).toHaveCount(0);
  });

  const streamOpen = page.waitForResponse((response) =>
    response.url().includes(apiPath(messageStream)),
  );
  await signIn(page, customer);
  await streamOpen;

  await test.step('support’s answer arrives while the customer is elsewhere: the badge shows it', async () => {
    // Sent as the inbox would, without opening the conversation (so the answer stays unread).
    const status = await page.evaluate(
      async ({ path }) =>
        (
          await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ receiver_type: 'admin', message: 'Is my order on its way?' }),
          })
        ).status,
      { path: apiPath(messageSend) },
    );
    expect(status).toBe(200);
    const link = header.getByRole('link', { name: 'Inbox, 1 unread message' });
    await expect(link).toBeVisible({ timeout: 20_000 });
    await expect(header.getByTestId('chat-unread-badge')).toHaveText('1');
    await expectNoSeriousAxeViolations(page, 'the header with an unread count');
  });

  await test.step('in dark mode on a phone the badge is still there, and the keyboard reaches it', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    const link = header.getByRole('link', { name: 'Inbox, 1 unread message' });
    await expect(link).toBeVisible();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\?page=inbox$/);
  });

  await test.step('opening the conversation reads the answer: the count goes', async () => {
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: /Support/ })
      .click();
    await expect(
      page.getByRole('log', { name: 'Messages' }).getByText(/Thank you for contacting support/),
    ).toBeVisible();
    await expect(header.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();
    await expect(header.getByTestId('chat-unread-badge')).toHaveCount(0);
  });
});
