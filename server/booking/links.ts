import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "../env.ts";

/*
 * The cancel and reschedule links of a booking's mails: `{c|r}.{booking id}.{sequence}.{mac}`,
 * signed with a key derived from AUTH_SECRET. The sequence retires a link: after a reschedule
 * (sequence + 1) the old mail's links no longer match, and a cancelled booking takes no more.
 */

export type LinkAction = "cancel" | "reschedule";
export type LinkClaim = { action: LinkAction; bookingId: string; sequence: number };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const key = (secret = getEnv().AUTH_SECRET) =>
  createHmac("sha256", secret).update("booking-links-v1").digest();
const mac = (payload: string, secret?: string) =>
  createHmac("sha256", key(secret)).update(payload).digest().subarray(0, 18).toString("base64url");

export function signBookingLink(claim: LinkClaim, secret?: string) {
  const payload = `${claim.action === "cancel" ? "c" : "r"}.${claim.bookingId}.${claim.sequence}`;
  return `${payload}.${mac(payload, secret)}`;
}

/** The claim of a well-formed, correctly signed token; null for anything else (a forged link). */
export function verifyBookingLink(token: string | undefined, secret?: string): LinkClaim | null {
  if (typeof token !== "string" || token.length > 120) return null;
  const parts = token.split(".");
  if (parts.length !== 4) return null;
  const [kind, bookingId, sequence, signature] = parts;
  const payload = `${kind}.${bookingId}.${sequence}`;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if ((kind !== "c" && kind !== "r") || !uuid.test(bookingId) || !/^\d{1,6}$/.test(sequence)) return null;
  return { action: kind === "c" ? "cancel" : "reschedule", bookingId, sequence: Number(sequence) };
}

export function bookingLinks(booking: { id: string; sequence: number }) {
  const base = getEnv().BASE_URL;
  return {
    cancel: `${base}/book/cancel/${signBookingLink({ action: "cancel", bookingId: booking.id, sequence: booking.sequence })}`,
    reschedule: `${base}/book/reschedule/${signBookingLink({ action: "reschedule", bookingId: booking.id, sequence: booking.sequence })}`,
  };
}
