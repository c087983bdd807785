/** Server-Sent Events over real HTTP, for tests and benchmarks. */

/** The complete events at the start of `buffer` (blocks ended by a blank line), and what is left after them. */
export function takeSseEvents(buffer: string): { events: Array<{ event: string; data: string }>; rest: string } {
  const events: Array<{ event: string; data: string }> = [];
  let rest = buffer;
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (event && data !== undefined) events.push({ event, data });
  }
  return { events, rest };
}

/** A stream a test holds open: records events and notices the end of the stream. */
export interface TestStream {
  status: number;
  /** Every complete event so far, in order. */
  events: Array<{ event: string; data: unknown }>;
  /** True once the server has ended the stream. */
  ended(): boolean;
  close(): void;
}

export async function openTestStream(url: string, cookie: string): Promise<TestStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie }, signal: controller.signal });
  const events: TestStream['events'] = [];
  let ended = false;
  if (!response.ok || !response.body) {
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status, events, ended: () => true, close: () => undefined };
  }
  const reader = response.body.getReader();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      const taken = takeSseEvents(buffer + decoder.decode(value, { stream: true }));
      buffer = taken.rest;
      for (const { event, data } of taken.events) events.push({ event, data: JSON.parse(data) });
    }
    ended = true;
  })();
  return { status: response.status, events, ended: () => ended, close: () => controller.abort() };
}
