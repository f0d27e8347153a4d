import { recordOpen } from "#server/campaigns/tracking.ts";
import type { Route } from "./+types/open";

// The smallest transparent GIF.
const pixel = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (c) =>
  c.charCodeAt(0),
);

/** GET /t/o/:token.gif: counts an open, once per recipient; always answers with the pixel. */
export async function loader({ params }: Route.LoaderArgs) {
  try {
    await recordOpen(params.token);
  } catch (error) {
    // A failing database must not break the mail's image: the open is lost, the reader is not.
    console.warn("[campaigns] recording an open failed:", (error as Error).message);
  }
  return new Response(pixel, {
    // The length of the bytes sent (a wrong fixed length left clients waiting for a byte more).
    headers: {
      "content-type": "image/gif",
      "cache-control": "no-store, max-age=0",
      "content-length": String(pixel.byteLength),
    },
  });
}
