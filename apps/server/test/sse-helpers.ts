import { expect } from 'vitest';

/** An open Server-Sent Events stream and the events it has delivered so far. */
export async function openStream(
  base: string,
  url: string,
  headers: Record<string, string> = {},
  waitMs = 2000,
) {
  const controller = new AbortController();
  const response = await fetch(`${base}${url}`, { headers, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
  const events: Array<{ event: string; data: unknown }> = [];
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const chunk = await reader?.read().catch(() => undefined);
      if (!chunk || chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) events.push({ event, data: data ? JSON.parse(data) : null });
      }
    }
  })();
  return {
    events,
    close: () => controller.abort(),
    /** Resolves once an event named name has arrived (within waitMs). */
    async next(name: string, after = 0): Promise<void> {
      const deadline = Date.now() + waitMs;
      while (!events.slice(after).some((e) => e.event === name)) {
        if (Date.now() > deadline) throw new Error(`no ${name} event within ${waitMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}
