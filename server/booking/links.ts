import { getEnv } from "../env.ts";
import { signedTokens } from "../signed-token.ts";

/*
 * The cancel and reschedule links of a booking's mails: `{c|r}.{booking id}.{sequence}.{mac}`,
 * signed with a key derived from AUTH_SECRET. The sequence retires a link: after a reschedule
 * (sequence + 1) the old mail's links no longer match, and a cancelled booking takes no more.
 */

export type LinkAction = "cancel" | "reschedule";
export type LinkClaim = { action: LinkAction; bookingId: string; sequence: number };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const tokens = signedTokens("booking-links-v1", 18);

export function signBookingLink(claim: LinkClaim, secret?: string) {
  return tokens.sign(`${claim.action === "cancel" ? "c" : "r"}.${claim.bookingId}.${claim.sequence}`, secret);
}

/** The claim of a well-formed, correctly signed token; null for anything else (a forged link). */
export function verifyBookingLink(token: string | undefined, secret?: string): LinkClaim | null {
  const parts = tokens.open(token, 120, secret);
  if (parts?.length !== 3) return null;
  const [kind, bookingId, sequence] = parts;
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
