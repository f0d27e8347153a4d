import { execFileSync, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { productionNodeFlags } from "../../../scripts/node-flags.ts";
import { startSmtpCapture } from "../../support/smtp-capture.ts";
import {
  appCli,
  createTestUsers,
  freePort,
  signedInCookies,
  testAppEnv,
  waitForHealth,
} from "./app-process.ts";
import { googleClient, startGoogleMock } from "./google-mock.ts";
import { e2eStateDir, storageStateFile, type TestRole, testUsers } from "./users.ts";

/** Signs a role in through the real endpoint once, and keeps its cookies for the tests. */
async function saveSignedInState(baseURL: string, role: TestRole) {
  const cookies = await signedInCookies(baseURL, role);
  writeFileSync(storageStateFile(role), JSON.stringify({ cookies, origins: [] }));
}

/**
 * Starts the built app on a free port against a throw-away data directory, with the test users,
 * the demo data and a local SMTP server that records every mail the app sends.
 */
export default async function globalSetup() {
  // The tests run the bundled server that `npm start` runs (docs/decisions/010-bundled-server.md).
  if (!existsSync("build/server/main.js")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  mkdirSync(e2eStateDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "agency-e2e-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const smtp = await startSmtpCapture();
  // Google sign-in against a local OpenID Connect provider (tests/e2e/support/google-mock.ts).
  const google = await startGoogleMock();
  const env = testAppEnv(port, dataDir, { SMTP_URL: smtp.url });
  // Only the server gets Google: Better Auth fetches the provider's discovery document on start,
  // which the synchronous CLI calls below would wait for forever (this process serves it).
  const serverEnv = {
    ...env,
    GOOGLE_CLIENT_ID: googleClient.id,
    GOOGLE_CLIENT_SECRET: googleClient.secret,
    GOOGLE_ISSUER: google.issuer,
  };

  const cli = appCli(env);
  createTestUsers(cli);
  try {
    cli("seed:demo");
  } catch (error) {
    console.warn(`[e2e] demo data not seeded: ${(error as { stderr?: Buffer }).stderr?.toString().trim()}`);
  }

  const log = createWriteStream(path.join(e2eStateDir, "server.log"));
  const server = spawn(process.execPath, [...productionNodeFlags(), "build/server/main.js"], {
    env: serverEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  await waitForHealth(baseURL, server, `${e2eStateDir}/server.log`);
  for (const role of Object.keys(testUsers) as TestRole[]) await saveSignedInState(baseURL, role);

  // The captured mails live in this process; the test workers read them over HTTP.
  const mailbox = createHttpServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://mailbox");
    if (url.pathname === "/reject") smtp.setRejecting(url.searchParams.get("on") === "true");
    const to = url.searchParams.get("to")?.toLowerCase();
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(to ? smtp.mails.filter((m) => m.to.includes(to)) : smtp.mails));
  });
  const mailboxPort = await freePort();
  await new Promise<void>((resolve) => mailbox.listen(mailboxPort, "127.0.0.1", resolve));

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_MAILBOX_URL = `http://127.0.0.1:${mailboxPort}`;
  writeFileSync(
    path.join(e2eStateDir, "run.json"),
    JSON.stringify({
      baseURL,
      dataDir,
      mailboxUrl: process.env.E2E_MAILBOX_URL,
      googleControlUrl: google.controlUrl,
    }),
  );

  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await smtp.close();
    await google.close();
    await new Promise((resolve) => mailbox.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
