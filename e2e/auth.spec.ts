import { apiPath } from '@marketplace/contract/endpoint';
import { login } from '@marketplace/contract/endpoints/auth';
import { businessConfig } from '@marketplace/contract/endpoints/config';
import { customerInfo } from '@marketplace/contract/endpoints/customer';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** A fresh customer per test: unique e-mail and a +1 555 number nobody else uses. */
function newCustomer(tag: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `Test ${tag}`,
    email: `${tag}-${stamp}@example.com`,
    phone: `+1555${stamp.slice(-7)}`,
    password: 'secret123',
  };
}

function signInDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Sign In' });
}

/** Opens the modal from the header (retrying: a click before hydration is lost). */
async function openSignIn(page: Page): Promise<Locator> {
  const dialog = signInDialog(page);
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    }
    await expect(dialog).toBeVisible({ timeout: 5000 });
  }).toPass();
  return dialog;
}

/** The code the demo hint shows (config demo is on in the seed; spec 02 §9). */
async function readDemoCode(dialog: Locator): Promise<string> {
  const hint = dialog.getByText(/Demo mode: your code is \d{6}/);
  await expect(hint).toBeVisible();
  const code = /(\d{6})/.exec((await hint.textContent()) ?? '')?.[1];
  if (!code) throw new Error('no demo code shown');
  return code;
}

async function signInManually(page: Page, identifier: string, password: string) {
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Email or phone').fill(identifier);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('login success')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Opens the profile menu (a click before hydration is lost, so it retries until it opens). */
async function openAccountMenu(page: Page) {
  const menu = page.getByRole('region', { name: 'Account menu' });
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(menu).toBeVisible({ timeout: 1000 });
  }).toPass();
}

async function logOut(page: Page) {
  await openAccountMenu(page);
  await page
    .getByRole('region', { name: 'Account menu' })
    .getByRole('button', { name: 'Logout' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Log out?' });
  await confirm.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logout successful.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
}

/**
 * Creates and verifies a customer the way the storefront does (through /api/session, which keeps
 * the token in this request context's cookie jar), for the forgot-password journey.
 */
async function createCustomer(
  request: APIRequestContext,
  customer: ReturnType<typeof newCustomer>,
) {
  const signUp = await request.post('/api/session/sign-up', {
    data: { ...customer, confirm_password: customer.password },
  });
  expect(signUp.ok()).toBe(true);
  const pending = (await signUp.json()) as { verification_on?: string; demo_otp?: string };
  if (pending.verification_on) {
    const verified = await request.post('/api/session/verify-phone', {
      data: {
        verification_type: pending.verification_on,
        [pending.verification_on]:
          pending.verification_on === 'phone' ? customer.phone : customer.email,
        otp: pending.demo_otp,
        login_type: 'manual',
      },
    });
    expect(await verified.json()).toMatchObject({ token: null, signed_in: true });
  }
}

// A chosen zone and (non-parcel) food module: home opens without the location prompt.
test.use({ shellModule: 'food' });

test('sign in with e-mail and password, keep the session, and log out', async ({
  page,
  context,
  request,
  customer,
}) => {
  await page.goto('/home');
  const dialog = await openSignIn(page);

  await test.step('the manual form validates with the spec messages', async () => {
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    const identifier = dialog.getByLabel('Email or phone');
    await expect(dialog.getByText('Email or phone number is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();
    await expect(identifier).toHaveAttribute('aria-invalid', 'true');
    await expect(identifier).toHaveAccessibleDescription('Email or phone number is required');

    await identifier.fill('not an email');
    await dialog.getByLabel('Password', { exact: true }).fill('12345');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog.getByText('Must be a valid email or phone number')).toBeVisible();
    await expect(
      dialog.getByText('Password is too short - should be 6 chars minimum.'),
    ).toBeVisible();
  });

  await test.step('a number turns the field into a phone input with a country picker', async () => {
    await dialog.getByLabel('Email or phone').fill('5550000001');
    await expect(dialog.getByRole('combobox', { name: 'Country code' })).toBeEnabled();
    await dialog.getByLabel('Email or phone').fill('');
    await expect(dialog.getByRole('combobox', { name: 'Country code' })).toHaveCount(0);
  });

  await test.step('wrong credentials get one generic message', async () => {
    await dialog.getByLabel('Email or phone').fill(customer.email);
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Credentials do not match.')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  await test.step('sign in with Remember me; the answer carries no token', async () => {
    await dialog.getByLabel('Password', { exact: true }).fill(customer.password);
    await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
    const answer = page.waitForResponse('**/api/session/login');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    const body = (await (await answer).json()) as { token: unknown; signed_in: boolean };
    expect(body).toMatchObject({ token: null, signed_in: true });
    await expect(page.getByText('login success')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  await test.step('the token lives only in an httpOnly, SameSite cookie', async () => {
    const direct = await page.evaluate(
      ({ email, password, path }) =>
        fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ login_type: 'manual', email_or_phone: email, password }),
        }).then((response) => response.status),
      { email: customer.email, password: customer.password, path: apiPath(login) },
    );
    expect(direct).toBe(404);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'auth_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // Remember me: a persistent cookie.
    expect(cookie?.expires ?? -1).toBeGreaterThan(Date.now() / 1000);
    expect(await page.evaluate(() => document.cookie)).not.toContain('auth_token');
    const remembered = await page.evaluate(() => localStorage.getItem('remembered_login'));
    expect(remembered).toContain(customer.email);
    expect(remembered).not.toContain(customer.password);
  });

  await test.step('a reload keeps the session and the profile menu shows who it is', async () => {
    await page.reload();
    await openAccountMenu(page);
    await expect(
      page.getByRole('region', { name: 'Account menu' }).getByText(customer.name),
    ).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('logout revokes the token and clears the cookie', async () => {
    const token = (await context.cookies()).find((entry) => entry.name === 'auth_token')?.value;
    const before = await request.get(apiPath(customerInfo), {
      headers: { cookie: `auth_token=${token}` },
    });
    expect(before.status()).toBe(200);
    await logOut(page);
    expect((await context.cookies()).some((entry) => entry.name === 'auth_token')).toBe(false);
    // The old cookie value no longer works: the API revoked the token.
    const reused = await request.get(apiPath(customerInfo), {
      headers: { cookie: `auth_token=${token}` },
    });
    expect(reused.status()).toBe(401);
  });

  await test.step('Remember me pre-fills the identifier next time', async () => {
    const next = await openSignIn(page);
    await expect(next.getByLabel('Email or phone')).toHaveValue(customer.email);
    await expect(next.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await expect(next.getByLabel('Password', { exact: true })).toHaveValue('');
  });
});

test('sign in without Remember me keeps a browser-session cookie', async ({
  page,
  context,
  customer,
}) => {
  await page.goto('/home');
  await signInManually(page, customer.phone, customer.password);
  const cookie = (await context.cookies()).find((entry) => entry.name === 'auth_token');
  expect(cookie?.expires).toBe(-1);
  expect(await page.evaluate(() => localStorage.getItem('remembered_login'))).toBeNull();
});

test('sign in with an OTP using the demo code', async ({ page, customer }) => {
  await page.goto('/home');
  const dialog = await openSignIn(page);
  await dialog.getByRole('button', { name: 'Sign in with OTP' }).click();

  await test.step('the OTP form validates the phone', async () => {
    await expect(dialog.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Get OTP' }).click();
    await expect(dialog.getByText('Please give a phone number')).toBeVisible();
    await dialog.getByLabel('Phone').fill('+1555');
    await dialog.getByRole('button', { name: 'Get OTP' }).click();
    await expect(dialog.getByText('Number must be 10 digits')).toBeVisible();
  });

  await test.step("'Go Back' returns to the configured layout", async () => {
    await dialog.getByRole('button', { name: 'Go Back' }).click();
    await expect(dialog.getByLabel('Email or phone')).toBeFocused();
    await dialog.getByRole('button', { name: 'Sign in with OTP' }).click();
  });

  const otpDialog = page.getByRole('dialog', { name: 'OTP Verification' });
  await test.step('Get OTP opens the verification dialog', async () => {
    await dialog.getByLabel('Phone').fill(customer.phone);
    await dialog.getByRole('button', { name: 'Get OTP' }).click();
    await expect(otpDialog).toBeVisible();
    await expect(
      otpDialog.getByText(`sent a verification code to ${customer.phone}`),
    ).toBeVisible();
    await expect(otpDialog.getByText(/Resend it in \d+ s/)).toBeVisible();
  });

  await test.step('Verify is enabled only at 6 digits; an empty field says so', async () => {
    const code = otpDialog.getByLabel('Verification code');
    const verify = otpDialog.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    await code.focus();
    await code.blur();
    await expect(otpDialog.getByText('field is empty')).toBeVisible();
    await code.fill('12a45');
    await expect(code).toHaveValue('1245');
    await expect(verify).toBeDisabled();
  });

  await test.step('the demo code signs in', async () => {
    const demoCode = await readDemoCode(otpDialog);
    await otpDialog.getByLabel('Verification code').fill(demoCode);
    await otpDialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('login success')).toBeVisible();
    await expect(otpDialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});

test('sign up a new customer, choose interests, then sign in again', async ({ page }) => {
  const customer = newCustomer('signup');
  await page.goto('/home');
  const signIn = await openSignIn(page);
  await signIn.getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await expect(dialog).toBeVisible();

  await test.step('Sign Up stays disabled until the terms are accepted', async () => {
    const submit = dialog.getByRole('button', { name: 'Sign Up' });
    await expect(submit).toBeDisabled();
    const terms = dialog.getByRole('link', { name: 'Terms and Conditions' });
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(dialog.getByLabel('Refer Code (optional)')).toBeVisible();
    const checkbox = dialog.getByRole('checkbox', { name: /I agree with all the/ });
    await checkbox.check();
    await checkbox.uncheck();
    await expect(dialog.getByText('You must accept the terms and conditions')).toBeVisible();
    await checkbox.check();
    await expect(submit).toBeEnabled();
  });

  await test.step('every field says what is wrong', async () => {
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('phone number required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();
    await expect(dialog.getByText('Confirm Password', { exact: true }).last()).toBeVisible();
    await dialog.getByLabel('Email').fill('nope');
    await dialog.getByLabel('Password', { exact: true }).fill('secret123');
    await dialog.getByLabel('Confirm Password').fill('secret124');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog.getByText('Must be a valid email')).toBeVisible();
    await expect(dialog.getByText('Passwords must match')).toBeVisible();
  });

  await test.step('a valid sign-up verifies the phone and lands on /interest', async () => {
    await dialog.getByLabel('User Name').fill(customer.name);
    await dialog.getByLabel('Email').fill(customer.email);
    await dialog.getByLabel('Phone').fill(customer.phone);
    await dialog.getByLabel('Password', { exact: true }).fill(customer.password);
    await dialog.getByLabel('Confirm Password').fill(customer.password);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    const otpDialog = page.getByRole('dialog', { name: 'OTP Verification' });
    await expect(otpDialog).toBeVisible();
    await otpDialog.getByLabel('Verification code').fill(await readDemoCode(otpDialog));
    await otpDialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Sign up successful.')).toBeVisible();
    await expect(page).toHaveURL(/\/interest$/);
  });

  await test.step('/interest saves the chosen modules', async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose your interests' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please select at least one interest')).toBeVisible();
    const food = page
      .getByRole('list', { name: 'Interests' })
      .getByRole('button', { name: 'Food' });
    await food.click();
    await expect(food).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Interest updated successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });

  await test.step('log out and sign in again with the new account', async () => {
    await logOut(page);
    await signInManually(page, customer.email, customer.password);
  });
});

test('sign-up without a chosen module goes to /home', async ({ page, context }) => {
  await context.clearCookies();
  const customer = newCustomer('nomodule');
  await page.goto('/help-and-support');
  await (await openSignIn(page)).getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByLabel('User Name').fill(customer.name);
  await dialog.getByLabel('Email').fill(customer.email);
  await dialog.getByLabel('Phone').fill(customer.phone);
  await dialog.getByLabel('Password', { exact: true }).fill(customer.password);
  await dialog.getByLabel('Confirm Password').fill(customer.password);
  await dialog.getByRole('checkbox', { name: /I agree with all the/ }).check();
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  const otpDialog = page.getByRole('dialog', { name: 'OTP Verification' });
  await otpDialog.getByLabel('Verification code').fill(await readDemoCode(otpDialog));
  await otpDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Sign up successful.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('forgot password: request a code, verify it, set a new password, sign in', async ({
  page,
  request,
}) => {
  const customer = newCustomer('reset');
  await createCustomer(request, customer);
  await page.goto('/home');
  const signIn = await openSignIn(page);
  await signIn.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();

  await test.step('step 1: the phone is checked, then a code is sent', async () => {
    await expect(page.getByRole('radio', { name: 'Phone' })).toBeChecked();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Please provide a phone number')).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone' }).fill('+1555123');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Phone number must be exactly 10 digits')).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone' }).fill(customer.phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify the code' })).toBeVisible();
  });

  await test.step('step 2: the code', async () => {
    const main = page.getByRole('main');
    await main.getByLabel('Verification code').fill(await readDemoCode(main));
    await main.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  });

  await test.step('step 3: the new password, then sign in and go home', async () => {
    await page.getByLabel('New Password', { exact: true }).fill('newpass123');
    await page.getByLabel('Confirm Password', { exact: true }).fill('newpass124');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByLabel('Confirm Password', { exact: true }).fill('newpass123');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed successfully.')).toBeVisible();
    const dialog = signInDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email or phone').fill(customer.email);
    await dialog.getByLabel('Password', { exact: true }).fill('newpass123');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('login success')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });
});

type Flags = { otp: 0 | 1; manual: 0 | 1; social: 0 | 1 };

/** Serves /config with other login flags (the modal reads it when it opens). */
async function useLoginFlags(page: Page, flags: Flags, extra: Record<string, unknown> = {}) {
  await page.unroute(`**${apiPath(businessConfig)}`);
  await page.route(`**${apiPath(businessConfig)}`, async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.centralize_login = {
      ...config.centralize_login,
      otp_login_status: flags.otp,
      manual_login_status: flags.manual,
      social_login_status: flags.social,
      google_login_status: 1,
      apple_login_status: 1,
    };
    config.social_login = [
      { login_medium: 'google', status: true, client_id: 'test-google' },
      { login_medium: 'facebook', status: false, client_id: null },
    ];
    config.apple_login = [
      { login_medium: 'apple', status: true, client_id: 'test-apple', redirect_url_react: null },
    ];
    await route.fulfill({ response, json: { ...config, ...extra } });
  });
}

// One test per combination: each is a full page load, so seven in one test outran its time limit
// on a busy machine.
const LOGIN_TYPE_COMBINATIONS: [string, Flags][] = [
  ['all', { otp: 1, manual: 1, social: 1 }],
  ['otp_manual', { otp: 1, manual: 1, social: 0 }],
  ['otp_social', { otp: 1, manual: 0, social: 1 }],
  ['manual_social', { otp: 0, manual: 1, social: 1 }],
  ['otp', { otp: 1, manual: 0, social: 0 }],
  ['manual', { otp: 0, manual: 1, social: 0 }],
  ['social', { otp: 0, manual: 0, social: 1 }],
];
for (const [name, flags] of LOGIN_TYPE_COMBINATIONS) {
  test(`the sign-in modal follows the ${name} login type combination`, async ({ page }) => {
    // No internet in tests: Google's script is empty (the guard fixture's), Apple's never arrives.
    await page.route('https://appleid.cdn-apple.com/**', () => undefined);
    await useLoginFlags(page, flags);
    await page.goto('/home');
    const dialog = await openSignIn(page);
    const manual = dialog.getByLabel('Email or phone');
    const otpPhone = dialog.getByLabel('Phone', { exact: true });
    const otpButton = dialog.getByRole('button', { name: 'Sign in with OTP' });
    const social = dialog.getByRole('list', { name: 'Sign in with another account' });
    await expect(manual).toHaveCount(flags.manual);
    await expect(otpButton).toHaveCount(flags.otp && flags.manual ? 1 : 0);
    await expect(otpPhone).toHaveCount(flags.otp && !flags.manual ? 1 : 0);
    await expect(social).toHaveCount(flags.social);
    await expect(dialog.getByRole('button', { name: 'Go Back' })).toHaveCount(0);
    if (flags.social) {
      await expect(social.getByText('Google sign-in is not available right now.')).toBeVisible();
      await expect(social.getByRole('button', { name: 'Loading Apple Login...' })).toBeVisible();
      await expect(social.getByText(/Facebook/)).toHaveCount(0);
    }
    if (flags.manual) {
      await expect(dialog.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    }
    // Last: Apple's script is held back, and the loading state it shows has a time limit.
    if (name === 'all') await expectNoSeriousAxeViolations(page, 'the sign-in modal');
  });
}

test('the country picker is disabled unless country_picker_status is 1', async ({ page }) => {
  await useLoginFlags(page, { otp: 1, manual: 1, social: 0 }, { country_picker_status: 0 });
  await page.goto('/home');
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Email or phone').fill('5550000001');
  await expect(dialog.getByRole('combobox', { name: 'Country code' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened the modal.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeFocused();
});

// Issue 17 §6: a provider's script is loaded only where its button is shown, and only when the
// provider is on; offline, a script nobody uses would only fail.
test("Google's sign-in script is requested only when Google login is on", async ({ page }) => {
  const googleRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://accounts.google.com/'))
      googleRequests.push(request.url());
  });

  await test.step('pages without the sign-in modal request nothing', async () => {
    await page.goto('/home');
    await page.goto('/help-and-support');
    expect(googleRequests).toEqual([]);
  });

  await test.step('the demo, started without a Google client id: the modal requests nothing', async () => {
    await page.goto('/home');
    const dialog = await openSignIn(page);
    await expect(dialog.getByLabel('Email or phone')).toBeVisible();
    await expect(dialog.getByText(/Google/)).toHaveCount(0);
    expect(googleRequests).toEqual([]);
  });

  await test.step('Google on, with a client id: the modal requests it', async () => {
    await useLoginFlags(page, { otp: 1, manual: 1, social: 1 });
    await page.goto('/home');
    await openSignIn(page);
    await expect.poll(() => googleRequests.length).toBeGreaterThan(0);
  });
});
