import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

export type EventStream = {
  /** Writes one `event:`/`data:` message; ignored once the stream is closed. */
  send: (event: string, data: unknown) => void;
  /** Ends the response (server side); close listeners run once either way. */
  close: () => void;
  /** Runs `listener` when the stream ends: the client left, the server closed it, or both. */
  onClose: (listener: () => void) => void;
};

export type EventStreamOptions = {
  /** A comment line this often keeps proxies and load balancers from timing the stream out. */
  heartbeatMs: number;
  /** How long EventSource waits before reconnecting after a drop. */
  retryMs: number;
};

/**
 * Takes the response over from Fastify and turns it into a Server-Sent Events stream
 * (text/event-stream, unbuffered, uncompressed). Headers Fastify had set (request id) are kept.
 */
export function openEventStream(reply: FastifyReply, options: EventStreamOptions): EventStream {
  reply.hijack();
  const res = reply.raw;
  const headers: OutgoingHttpHeaders = {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform: proxies (and Next's compression) must not gzip-buffer the stream.
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  };
  res.writeHead(200, headers);
  res.write(`retry: ${options.retryMs}\n\n`);

  let closed = false;
  const listeners: (() => void)[] = [];
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), options.heartbeatMs);
  const cleanup = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const listener of listeners.splice(0)) listener();
  };
  // The response's close fires when the client disconnects or after end(): cleanup either way.
  res.on('close', cleanup);
  // A client that left while the order was being read: its close has fired already.
  if (res.destroyed || res.socket === null || res.socket.destroyed) cleanup();

  return {
    send(event, data) {
      if (closed) return;
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (!res.writableEnded) res.end();
      cleanup();
    },
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
  };
}
