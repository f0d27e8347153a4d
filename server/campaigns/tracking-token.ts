import { signedTokens } from "../signed-token.ts";

/* Signed tokens in tracking URLs: the open pixel names a delivery, a click names a delivery and
   the index of a link of that campaign. The key is derived from AUTH_SECRET, so a token cannot be
   forged or pointed at another address (no open redirect: the target comes from the campaign). */

export type TrackingClaim =
  | { kind: "open"; deliveryId: string }
  | { kind: "click"; deliveryId: string; link: number };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const tokens = signedTokens("campaign-tracking-v1", 16);

export function signTracking(claim: TrackingClaim, secret?: string): string {
  return tokens.sign(
    claim.kind === "open" ? `o.${claim.deliveryId}` : `c.${claim.deliveryId}.${claim.link}`,
    secret,
  );
}

/** The claim of a well-formed token with a valid signature; null for anything else. */
export function verifyTracking(token: string, secret?: string): TrackingClaim | null {
  const parts = tokens.open(token, 200, secret);
  if (!parts) return null;
  const [kind, deliveryId, link] = parts;
  if (!uuid.test(deliveryId ?? "")) return null;
  if (kind === "o" && parts.length === 2) return { kind: "open", deliveryId };
  if (kind === "c" && parts.length === 3 && /^\d{1,4}$/.test(link)) {
    return { kind: "click", deliveryId, link: Number(link) };
  }
  return null;
}
