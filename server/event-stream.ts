import type { LiveEvent, LiveReady } from "../core/realtime.ts";
import {
  REALTIME_HEARTBEAT_MS,
  REALTIME_PUSH_BUFFER,
  REALTIME_RECONNECT_STEPS_MS,
} from "../core/realtime.ts";
import type { RealtimeHub } from "./realtime.ts";

const encoder = new TextEncoder();

/** The last words of a stream whose instance shuts down: reconnect after a second, elsewhere. */
export const SHUTDOWN_GOODBYE = `retry: ${REALTIME_RECONNECT_STEPS_MS[0]}\nevent: reconnect\ndata: {"reason":"shutdown"}\n\n`;

/** How often an open stream re-checks its session. */
export const SESSION_RECHECK_MS = 3_000;

/**
 * A Server-Sent Events response carrying the hub's changes that this user may see, with a
 * heartbeat every 25 s (000 section 9) so proxies keep the connection and the browser can tell a
 * dead one. A subscriber that falls more than the push buffer behind is dropped; its browser
 * reconnects and reloads.
 */
export function eventStreamResponse(
  hub: RealtimeHub,
  user: { id: string; isAdmin: boolean },
  signal?: AbortSignal,
  /** Whether the session that opened the stream still exists (sign-out, revoked elsewhere). */
  stillSignedIn?: () => Promise<boolean>,
): Response {
  let cleanup = () => {};
  // False once the stream closed, or its reader went away (cancel): a late write (the 'ready' event
  // of a browser that left at once) would throw on the closed controller, an unhandled rejection.
  let open = true;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const write = (text: string) => {
          if (open) controller.enqueue(encoder.encode(text));
        };
        const close = (reason?: "shutdown") => {
          if (!open) return;
          // The instance is stopping: reconnect soon (the load balancer picks another instance).
          if (reason === "shutdown") write(SHUTDOWN_GOODBYE);
          open = false;
          cleanup();
          try {
            controller.close();
          } catch {}
        };
        const unsubscribe = hub.subscribe({
          userId: user.id,
          isAdmin: user.isAdmin,
          push(event: LiveEvent) {
            if ((controller.desiredSize ?? 0) <= 0) return close();
            write(`data: ${JSON.stringify(event)}\n\n`);
          },
          close,
        });
        const heartbeat = setInterval(() => write("event: ping\ndata: {}\n\n"), REALTIME_HEARTBEAT_MS);
        // A stream outlives its request's cookie check: re-check the session every few seconds so
        // a signed-out or revoked session stops receiving changes (issue 19).
        const recheck = stillSignedIn
          ? setInterval(() => {
              stillSignedIn().then(
                (ok) => ok || close(),
                () => {},
              );
            }, SESSION_RECHECK_MS)
          : undefined;
        cleanup = () => {
          clearInterval(heartbeat);
          clearInterval(recheck);
          unsubscribe();
        };
        signal?.addEventListener("abort", () => close(), { once: true });
        // Subscribed first, then told what changed lately: nothing falls between the two.
        void hub
          .readyFor(user)
          .catch((): LiveReady => ({ changedMsAgo: {} }))
          .then((ready) =>
            write(
              `retry: ${REALTIME_RECONNECT_STEPS_MS[0]}\nevent: ready\ndata: ${JSON.stringify(ready)}\n\n`,
            ),
          );
      },
      cancel() {
        open = false;
        cleanup();
      },
    },
    new CountQueuingStrategy({ highWaterMark: REALTIME_PUSH_BUFFER }),
  );
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps the compression middleware (and proxies) from buffering the stream.
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
