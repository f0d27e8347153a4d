import { afterEach, describe, expect, it } from "vitest";
import type { LiveReady } from "../core/realtime.ts";
import { eventStreamResponse } from "./event-stream.ts";
import type { RealtimeHub } from "./realtime.ts";

/** A hub whose 'ready' answer comes when the test says; it counts subscriptions still open. */
function slowHub() {
  let answer: (ready: LiveReady) => void = () => {};
  let subscribed = 0;
  const hub = {
    subscribe: () => {
      subscribed++;
      return () => void subscribed--;
    },
    readyFor: () => new Promise<LiveReady>((resolve) => (answer = resolve)),
  } as unknown as RealtimeHub;
  return { hub, answer: (ready: LiveReady) => answer(ready), open: () => subscribed };
}

const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

afterEach(() => {
  process.off("unhandledRejection", onRejection);
  rejections.length = 0;
});

describe("an event stream whose browser leaves before it is ready", () => {
  it("stops writing: the late 'ready' event neither throws nor rejects, and the subscription ends", async () => {
    process.on("unhandledRejection", onRejection);
    const { hub, answer, open } = slowHub();
    const reader = eventStreamResponse(hub, { id: "u1", isAdmin: false }).body!.getReader();
    expect(open()).toBe(1);
    await reader.cancel();
    expect(open()).toBe(0);
    answer({ changedMsAgo: {} });
    // The write after the answer runs in a promise callback: give it, and the rejection, a turn.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rejections).toEqual([]);
  });
});
