import pg from 'pg';

/** The channel every API process of one database listens on. */
export const DEFAULT_FANOUT_CHANNEL = 'marketplace_fanout';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_999;
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;

type FanoutLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

export type PostgresFanoutOptions = {
  /** The database every API process shares. */
  url: string;
  channel?: string;
  /** Each payload heard on the channel, including this process's own. */
  onMessage: (payload: string) => void;
  /** After a lost connection came back: what was sent meanwhile was not heard. */
  onReconnect?: () => void;
  logger?: FanoutLogger;
};

export type PostgresFanout = {
  /** Settles once the first LISTEN is active: what is sent before that is not heard here. */
  ready: Promise<void>;
  /** NOTIFY on the channel (every listening process hears it, this one too). */
  send: (payload: string) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Messages between the API processes of one machine (or several sharing the database) through
 * PostgreSQL LISTEN/NOTIFY: one dedicated connection per app instance listens on the channel and
 * comes back after an error (retrying with a growing delay up to 5 s); sending is a NOTIFY on
 * that connection. Delivery is at most once: a message sent while this process was reconnecting
 * is lost, which onReconnect lets the caller make up for.
 */
export function createPostgresFanout(options: PostgresFanoutOptions): PostgresFanout {
  const channel = options.channel ?? DEFAULT_FANOUT_CHANNEL;
  const quotedChannel = `"${channel.replaceAll('"', '""')}"`;
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let connected: Promise<pg.Client> | null = null;
  let sending: Promise<unknown> = Promise.resolve();

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) {
        options.onMessage(message.payload);
      }
    });
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next, new Error('connection ended')));
    await next.connect();
    await next.query(`LISTEN ${quotedChannel}`);
    if (closed) {
      await next.end().catch(() => {});
      throw new Error('closed');
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
    return next;
  };

  const lost = (which: pg.Client, err: unknown) => {
    if (closed || client !== which) return;
    client = null;
    connected = null;
    which.end().catch(() => {});
    options.logger?.warn({ err, channel }, 'fan-out listener lost its connection; reconnecting');
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connected = connect();
      connected.then(
        () => {
          options.logger?.info({ channel }, 'fan-out listener reconnected');
          options.onReconnect?.();
        },
        (err: unknown) => {
          connected = null;
          if (closed) return;
          options.logger?.warn({ err, channel }, 'fan-out listener could not reconnect');
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
          scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  connected = connect();
  const ready = connected.then(() => undefined);
  ready.catch((err: unknown) => {
    connected = null;
    if (closed) return;
    options.logger?.warn({ err, channel }, 'fan-out listener could not connect; retrying');
    scheduleReconnect();
  });

  return {
    ready,
    async send(payload) {
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new Error(`fan-out payload over ${MAX_PAYLOAD_BYTES} bytes`);
      }
      const sender = client ?? (await connected);
      if (!sender) throw new Error('fan-out listener is reconnecting');
      // One query at a time on the listening connection: pg refuses overlapping queries on one
      // client from version 9 (today a deprecation warning under load).
      const sent = sending.then(() => sender.query('SELECT pg_notify($1, $2)', [channel, payload]));
      sending = sent.catch(() => {});
      await sent;
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
