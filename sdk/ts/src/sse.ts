/**
 * A `text/event-stream` reader over `fetch` (WHATWG HTML "server-sent events" parsing):
 * works in Node 20+ and browsers, sends headers (a browser `EventSource` cannot send
 * `Authorization`), and yields every frame whatever its `event:` name.
 */

/** One server-sent event frame. `event` is `"message"` when the frame names none. */
export interface SseFrame {
  event: string;
  data: string;
  id: string | undefined;
}

/** Parse a byte stream into frames; comment lines (`: keep-alive`) and frames without
 * `data:` lines are skipped, as the standard says. */
export async function* parseEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<SseFrame> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = "";
  let event = "";
  let data: string[] = [];
  let id: string | undefined;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + (buffer.startsWith("\r\n", nl) ? 2 : 1));
        if (line === "") {
          if (data.length > 0) yield { event: event || "message", data: data.join("\n"), id };
          event = "";
          data = [];
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? "" : line.slice(colon + 1);
        if (value.startsWith(" ")) value = value.slice(1);
        if (field === "event") event = value;
        else if (field === "data") data.push(value);
        else if (field === "id" && !value.includes("\0")) id = value;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined); // closes the connection when the consumer stops early
  }
}
