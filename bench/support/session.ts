import { signInThroughApi } from "../../tests/e2e/support/app-process.ts";
/** Signs a user in through the real endpoint and returns the Cookie header its session needs. */
export async function signIn(baseURL: string, email: string, password: string) {
  const cookies = await signInThroughApi(baseURL, email, password);
  return cookies.map((header) => header.split(";")[0]).join("; ");
}

/** The accounts the reliability benches create before the server starts (see benchUsersCli). */
export const benchUsers = {
  admin: { email: "bench-admin@example.test", password: "bench-password-1", admin: true },
  client: { email: "bench-client@example.test", password: "bench-password-1", admin: false },
} as const;

/** `startApp({ cli })` commands that create the bench users. */
export function benchUsersCli(): string[][] {
  return Object.values(benchUsers).map((u) => [
    "user:create",
    "--email",
    u.email,
    "--password",
    u.password,
    ...(u.admin ? ["--admin"] : []),
  ]);
}
