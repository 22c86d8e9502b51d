import { expectNoSeriousAxeViolations } from './support/axe';
import { fixtureStore, simpleItem } from './support/cart';
import { signIn } from './support/checkout';
import { expect, test } from './support/fixtures';
import {
  holdChatReplies,
  letChatRepliesThrough,
  waitForHeldChatReply,
} from './support/held-chat-replies';

// The e2e API's demo simulator answers an unanswered chat message within a second
// (scripts/e2e-server.mjs: ORDER_SIMULATOR on, fast steps).

/** A real 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('a customer opens a chat from a store, sends text and an image, and gets the automatic reply live', async ({
  page,
  buildWorld,
  customer,
}) => {
  const world = await buildWorld({
    stores: [fixtureStore('grocery', 'Chatty Grocer', [simpleItem('Chat Apples', 299)])],
  });
  const store = world.store('Chatty Grocer');
  await page.goto('/home');
  await signIn(page, customer);

  await test.step('the header chat icon opens the empty inbox', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Inbox' }).click();
    await expect(page).toHaveURL(/\/profile\?page=inbox$/);
    await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
    await expect(page.getByText('No conversations yet')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the empty inbox');
  });

  const log = page.getByRole('log', { name: 'Messages' });
  await test.step('the store page starts a conversation; Enter sends the text', async () => {
    await page.goto(`/store/${store.slug}?module_id=${store.module_id}`);
    await page.getByRole('link', { name: 'Chat with the store' }).click();
    await expect(page.getByRole('heading', { name: 'New message to the store' })).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Write a message' });
    await box.fill('Do you have green apples?');
    await box.press('Enter');
    await expect(log.getByText('Do you have green apples?')).toBeVisible();
    await expect(page).toHaveURL(/page=inbox&conversation=\d+$/);
    await expect(page.getByRole('heading', { name: 'Chatty Grocer', level: 2 })).toBeVisible();
  });

  await test.step('the store’s automatic reply arrives without reloading', async () => {
    await expect(log.getByText(/Thank you for your message!/)).toBeVisible();
  });

  await test.step('an image goes with the text; a fourth image is refused', async () => {
    const files = page.getByTestId('chat-file-input');
    await files.setInputFiles([photo('a.png'), photo('b.png'), photo('c.png'), photo('d.png')]);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Maximum 3 images can be send at a time.' }),
    ).toBeVisible();
    await files.setInputFiles([photo('shelf.png')]);
    await expect(page.getByRole('img', { name: 'Image 1 of the message' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Write a message' }).fill('This kind, please');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByText('This kind, please')).toBeVisible();
    const sent = log.getByRole('img', { name: 'Image 1 of the message' });
    await expect(sent).toBeVisible();
    // The image is served (through the proxy, with the session) and decodes.
    await expect
      .poll(() => sent.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
  });

  await test.step('the inbox lists the conversation with the store', async () => {
    const list = page.getByRole('list', { name: 'Conversations' });
    await expect(list.getByRole('button', { name: /Chatty Grocer/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search conversations' }).fill('nothing like it');
    await expect(page.getByText('No conversation matches your search')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search conversations' }).fill('chatty');
    await expect(list.getByRole('button', { name: /Chatty Grocer/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'an open conversation');
  });
});

test('on a phone the inbox shows the list or the conversation, in dark mode too', async ({
  page,
  customer,
  chooseShell,
}) => {
  await chooseShell('grocery');
  await page.goto('/home');
  await signIn(page, customer);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/profile?page=inbox');
  await page.getByRole('button', { name: 'Contact support' }).click();
  await expect(page.getByRole('heading', { name: 'New message to support' })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Write a message' });
  await box.fill('Where can I change my e-mail?');
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Where can I change my e-mail?')).toBeVisible();
  await expect(log.getByText(/Thank you for contacting support/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeHidden();
  await expectNoSeriousAxeViolations(page, 'a conversation on a phone, dark');

  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(
    page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /Support/ }),
  ).toBeVisible();
});

test('a reply that arrives while a new conversation is first read still shows', async ({
  page,
  customer,
  chooseShell,
}) => {
  await chooseShell('grocery');
  await page.goto('/home');
  await signIn(page, customer);
  await holdChatReplies(page);
  await page.goto('/profile?page=inbox');
  // The new conversation's first read leaves the server before the automatic reply is stored
  // (it answers with the customer's message alone), and the reply's live event reaches the page
  // while that read is still on its way: a slow connection, made certain.
  let held = false;
  let released = () => {};
  const heldReadDone = new Promise<void>((resolve) => {
    released = resolve;
  });
  await page.route(/\/customer\/message\/details\?/, async (route) => {
    if (held) return route.continue();
    held = true;
    const answer = await route.fetch();
    const read = (await answer.json()) as { messages: { sender_type: string }[] };
    const before = read.messages.filter((message) => message.sender_type === 'customer');
    // The reply is stored (its event came), then the page hears of it.
    await waitForHeldChatReply(page);
    await letChatRepliesThrough(page);
    // The page may have given up on this read by now (it reads again on the event).
    await route
      .fulfill({ response: answer, json: { ...read, messages: before, total_size: before.length } })
      .catch(() => {});
    released();
  });
  await page.getByRole('button', { name: 'Contact support' }).click();
  const box = page.getByRole('textbox', { name: 'Write a message' });
  await box.fill('Can I pay on delivery?');
  await box.press('Enter');
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Can I pay on delivery?')).toBeVisible();
  await expect(log.getByText(/Thank you for contacting support/)).toBeVisible();
  // Read, so no longer unread.
  await expect(page.getByTestId('chat-unread-badge')).toBeHidden();
  await heldReadDone;
});
