import { eventStreamResponse } from "../event-stream.ts";
import type { RealtimeHub } from "../realtime.ts";
import { getUser } from "../session.ts";

/**
 * GET /api/events: the signed-in user's live changes as Server-Sent Events (DESIGN.md, realtime).
 * Visitors get 401; an instance whose hub is not running answers 503 and the browser retries.
 */
export async function liveEvents(request: Request, hub: RealtimeHub | null): Promise<Response> {
  const user = await getUser(request);
  if (!user) return new Response("Sign in to receive live updates", { status: 401 });
  if (!hub) return new Response("Live updates are not available right now", { status: 503 });
  const stillSignedIn = async () => (await getUser(request))?.id === user.id;
  return eventStreamResponse(hub, user, request.signal, stillSignedIn);
}
