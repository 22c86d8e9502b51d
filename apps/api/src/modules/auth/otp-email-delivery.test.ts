import type { AddressInfo } from 'node:net';
import * as authEndpoints from '@marketplace/contract/endpoints/auth';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/schema/auth';
import { buildSettings } from '../../test/builders/settings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildCustomer, call } from './auth-test-kit';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on localhost (smtp-server), receiving what nodemailer sends. */
async function startSmtp(received: Received[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('OTP e-mails over SMTP when SMTP_URL is set', () => {
  const received: Received[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp(received);
    t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Test Market <no-reply@market.test>',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await t.reset();
    await buildSettings(t.db, { demo: false });
    received.length = 0;
  });

  it('delivers the reset code by e-mail, and the code resets the password', async () => {
    await buildCustomer(t.db, { email: 'mail@example.com' });
    const response = await call(t.app, authEndpoints.forgotPassword, {
      email: 'mail@example.com',
      verification_method: 'email',
    });
    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@market.test');
    expect(mail?.to).toEqual(['mail@example.com']);
    expect(mail?.raw).toContain('Subject: Your Test Market password reset code');
    const code = /code is (\d{6})/.exec(mail?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // SMTP replaced the local outbox for e-mail.
    expect(await t.db.select().from(notificationOutbox)).toEqual([]);

    const reset = await call(
      t.app,
      authEndpoints.resetPassword,
      {
        reset_token: code,
        email: 'mail@example.com',
        password: 'mailed-pass',
        confirm_password: 'mailed-pass',
        verification_method: 'email',
      },
      { method: 'PUT' },
    );
    expect(reset.statusCode).toBe(200);
  });
});

describe('an SMTP server that cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Start and stop a server to get a port nothing listens on.
    const gone = await startSmtp([]);
    await gone.close();
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${gone.port}` } });
  });
  afterAll(() => t.close());

  it('answers 503 and lets the customer ask again at once', async () => {
    await buildSettings(t.db, { demo: false });
    await buildCustomer(t.db, { email: 'mail@example.com' });
    const ask = () =>
      call(t.app, authEndpoints.forgotPassword, {
        email: 'mail@example.com',
        verification_method: 'email',
      });
    const first = await ask();
    expect(first.statusCode).toBe(503);
    expect(first.json().errors[0]).toEqual({
      code: 'notification',
      message: 'We could not send the message. Please try again later.',
    });
    expect((await ask()).statusCode).toBe(503);
  });
});
