import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

/** The current authenticator code for an otpauth:// URI, made by Better Auth's own OTP helper. */
export function totpFor(uri: string) {
  const secret = new URL(uri).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${uri}`);
  return createOTP(base32.decode(secret)).totp();
}

/** A six-digit code that is not the current one (nor the one before or after). */
export async function wrongTotpFor(uri: string) {
  const right = await totpFor(uri);
  return String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");
}
