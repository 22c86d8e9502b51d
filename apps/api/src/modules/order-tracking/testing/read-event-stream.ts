/** One Server-Sent Events message as a browser's EventSource would see it. */
export type SseMessage = { event: string; data: string };

export type OpenedEventStream = {
  response: Response;
  /** The next message with data (skips `retry:` and heartbeat comment blocks). */
  nextMessage: (timeoutMs?: number) => Promise<SseMessage>;
  /** The next block of any kind, raw (to see heartbeats). */
  nextBlock: (timeoutMs?: number) => Promise<string>;
  close: () => void;
};

/**
 * Opens a real HTTP stream with fetch (app.inject waits for the response to end, so it cannot
 * read a stream) and reads it block by block.
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<OpenedEventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';

  const nextBlock = async (timeoutMs = 5_000): Promise<string> => {
    if (!reader) throw new Error(`no stream body (status ${response.status})`);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return block;
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('no event-stream block in time');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no event-stream block in time')), remaining);
      });
      try {
        const { value, done } = await Promise.race([reader.read(), timeout]);
        if (done) throw new Error('the event stream ended');
        buffer += value;
      } finally {
        clearTimeout(timer);
      }
    }
  };

  const nextMessage = async (timeoutMs = 5_000): Promise<SseMessage> => {
    for (;;) {
      const block = await nextBlock(timeoutMs);
      const lines = block.split('\n');
      const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6));
      if (data.length === 0) continue;
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      return { event, data: data.join('\n') };
    }
  };

  return {
    response,
    nextMessage,
    nextBlock,
    close: () => controller.abort(),
  };
}
