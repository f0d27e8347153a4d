import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "../env.ts";

/* Signed tokens in tracking URLs: the open pixel names a delivery, a click names a delivery and
   the index of a link of that campaign. The key is derived from AUTH_SECRET, so a token cannot be
   forged or pointed at another address (no open redirect: the target comes from the campaign). */

export type TrackingClaim =
  | { kind: "open"; deliveryId: string }
  | { kind: "click"; deliveryId: string; link: number };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function key(secret = getEnv().AUTH_SECRET) {
  return createHmac("sha256", secret).update("campaign-tracking-v1").digest();
}

const mac = (payload: string, secret?: string) =>
  createHmac("sha256", key(secret)).update(payload).digest().subarray(0, 16).toString("base64url");

export function signTracking(claim: TrackingClaim, secret?: string): string {
  const payload = claim.kind === "open" ? `o.${claim.deliveryId}` : `c.${claim.deliveryId}.${claim.link}`;
  return `${payload}.${mac(payload, secret)}`;
}

/** The claim of a well-formed token with a valid signature; null for anything else. */
export function verifyTracking(token: string, secret?: string): TrackingClaim | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const parts = token.split(".");
  const signature = parts.pop() ?? "";
  const payload = parts.join(".");
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [kind, deliveryId, link] = parts;
  if (!uuid.test(deliveryId ?? "")) return null;
  if (kind === "o" && parts.length === 2) return { kind: "open", deliveryId };
  if (kind === "c" && parts.length === 3 && /^\d{1,4}$/.test(link)) {
    return { kind: "click", deliveryId, link: Number(link) };
  }
  return null;
}
