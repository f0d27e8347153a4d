import type { Context } from "hono";
import { collect } from "../analytics/collect.ts";
import type { EventWriter } from "../analytics/writer.ts";
import { recordedClientAddress } from "./client-ip.ts";

/**
 * POST /api/collect: the tracker's beacon (app/lib/tracker.ts). Answers at once with no body; the
 * event is written later in a batch. Never a 5xx: anything unexpected is logged and answered 202,
 * because a visitor's browser can do nothing about it.
 */
export async function collectEndpoint(c: Context, writer: EventWriter) {
  try {
    const result = await collect(c.req.raw, recordedClientAddress(c.req.raw), writer);
    c.header("Cache-Control", "no-store");
    return c.body(null, result.status);
  } catch (error) {
    console.warn("[analytics] beacon dropped:", (error as Error).message);
    return c.body(null, 202);
  }
}
