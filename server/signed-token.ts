import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "./env.ts";

/**
 * Tokens that carry their own proof: `{payload}.{mac}`, the MAC an HMAC-SHA256 under a key derived
 * from AUTH_SECRET for one purpose (so a token of one kind is never valid as another), cut to
 * `macBytes`. Used where a link must name a record without a lookup table: the campaign tracking
 * links and the booking mails' cancel and reschedule links.
 */
export function signedTokens(purpose: string, macBytes: number) {
  const key = (secret = getEnv().AUTH_SECRET) => createHmac("sha256", secret).update(purpose).digest();
  const mac = (payload: string, secret?: string) =>
    createHmac("sha256", key(secret)).update(payload).digest().subarray(0, macBytes).toString("base64url");
  return {
    sign: (payload: string, secret?: string) => `${payload}.${mac(payload, secret)}`,
    /** The payload's dot-separated parts of a correctly signed token; null for anything else. */
    open(token: unknown, maxLength: number, secret?: string): string[] | null {
      if (typeof token !== "string" || token.length > maxLength) return null;
      const parts = token.split(".");
      const given = Buffer.from(parts.pop() ?? "");
      const expected = Buffer.from(mac(parts.join("."), secret));
      return given.length === expected.length && timingSafeEqual(given, expected) ? parts : null;
    },
  };
}
