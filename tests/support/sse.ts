/** Reads Server-Sent Events from a streaming response body, for tests. */
export function sseReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  const events: { event: string; data: string }[] = [];
  // A read that lost the race to a timeout is still waiting for the next chunk: keep it for the
  // next pump, or that chunk would be read and dropped.
  let pending: Promise<ReadableStreamReadResult<string>> | null = null;

  async function pump(deadline: number) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), remaining);
    });
    pending ??= reader.read();
    const chunk = await Promise.race([pending, timeout]);
    clearTimeout(timer);
    if (!chunk) return false;
    pending = null;
    if (chunk.done) return false;
    buffer += chunk.value;
    let end = buffer.indexOf("\n\n");
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split("\n");
      const event = lines.find((l) => l.startsWith("event: "))?.slice(7) ?? "message";
      const data = lines
        .filter((l) => l.startsWith("data: "))
        .map((l) => l.slice(6))
        .join("\n");
      if (lines.some((l) => l.startsWith("data: "))) events.push({ event, data });
      end = buffer.indexOf("\n\n");
    }
    return true;
  }

  return {
    events,
    /** The first 'message' event whose data matches, waiting up to timeoutMs. */
    async next(match: (data: Record<string, unknown>) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((e) => e.event === "message" && match(JSON.parse(e.data)));
        if (index !== -1) return JSON.parse(events.splice(index, 1)[0].data) as Record<string, unknown>;
        if (!(await pump(deadline))) return null;
      }
    },
    /** Reads for a while and returns every message event seen (to prove something did NOT arrive). */
    async drain(ms: number) {
      const deadline = Date.now() + ms;
      while (await pump(deadline)) {}
      return events
        .filter((e) => e.event === "message")
        .map((e) => JSON.parse(e.data) as Record<string, unknown>);
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}
