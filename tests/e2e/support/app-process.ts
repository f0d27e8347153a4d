import { type ChildProcess, execFileSync } from "node:child_process";
import { createServer } from "node:net";
import { type TestRole, testUsers } from "./users.ts";

/** A port nothing listens on right now. */
export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** Generous on purpose: a start on a loaded 2-core machine (several builds at once) takes far longer than usual. */
const HEALTH_WAIT_SECONDS = 120;

/** Resolves once the built app answers /healthz; `logHint` names where its log went. */
export async function waitForHealth(baseURL: string, server: ChildProcess, logHint: string) {
  for (let i = 0; i < HEALTH_WAIT_SECONDS * 10; i++) {
    if (server.exitCode !== null) throw new Error(`The app exited with ${server.exitCode}; see ${logHint}`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The app did not become healthy in ${HEALTH_WAIT_SECONDS} s; see ${logHint}`);
}

/** Signs a user in through the real endpoint; returns the Set-Cookie headers of the answer. */
export async function signInThroughApi(baseURL: string, email: string, password: string) {
  const response = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`Signing in ${email} failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie();
}

/** Signs a role in through the real endpoint and returns its cookies in Playwright's storage-state shape. */
export async function signedInCookies(baseURL: string, role: TestRole) {
  const { email, password } = testUsers[role];
  const { hostname } = new URL(baseURL);
  return (await signInThroughApi(baseURL, email, password)).map((header) => {
    const [pair, ...attributes] = header.split(";").map((p) => p.trim());
    const [name, ...value] = pair.split("=");
    const lower = attributes.map((a) => a.toLowerCase());
    return {
      name,
      value: value.join("="),
      domain: hostname,
      path: "/",
      expires: -1,
      httpOnly: lower.includes("httponly"),
      secure: lower.includes("secure"),
      sameSite: "Lax" as const,
    };
  });
}

/** The app's CLI (server/cli.ts) against the data directory and database that `env` names. */
export function appCli(env: NodeJS.ProcessEnv) {
  return (...args: string[]) =>
    execFileSync(process.execPath, ["server/cli.ts", ...args], { env, stdio: "pipe" }).toString();
}

/** Creates the end-to-end accounts (users.ts) through the CLI, as an operator would. */
export function createTestUsers(cli: ReturnType<typeof appCli>) {
  for (const user of Object.values(testUsers)) {
    cli(
      "user:create",
      "--email",
      user.email,
      "--password",
      user.password,
      ...(user.admin ? ["--admin"] : []),
    );
  }
}

/**
 * The environment of the built app in a test run: production mode on 127.0.0.1:`port`, PGlite in
 * `dataDir`, the owner e-mail of the e2e users as admin, plus `extra`.
 */
export function testAppEnv(port: number, dataDir: string, extra: Record<string, string> = {}) {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BASE_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAILS: "owner@example.test",
    DATABASE_URL: "",
    // Every run signs in from 127.0.0.1; the per-address limit itself is tested in Vitest.
    SIGN_IN_RATE_LIMIT: "1000",
    ...extra,
  };
}
