import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../../server/db/schema.ts";
import { createVerifiedUser } from "../../server/users.ts";
import { builtApp } from "../support/built-app.ts";
import { createSignedInUser } from "../support/portal-data.ts";
import { bypassTargets, EVIL_HOST, staysOnSite } from "../support/redirect-corpus.ts";
import { useTestDatabase } from "../support/test-database.ts";

/* Issue 35, item 1: every redirect target a request can name (Better Auth's callbackURL, redirectTo,
   errorCallbackURL, newUserCallbackURL; our redirectTo and redirect_to) gets the bypass corpus, on
   every route and endpoint that redirects, signed in and out, and through whole flows (confirmation
   and reset links, Google sign-in to the end). Whatever answers, a Location stays on the site. */

const ORIGIN = "http://localhost:3000";
const env: Record<string, string> = { GOOGLE_CLIENT_ID: "redirect-test", GOOGLE_CLIENT_SECRET: "secret" };
const provider = new OAuth2Server();
/** Who the mock Google signs in next; null: the user pressed 'Cancel'. */
let nextGoogleUser: string | null = null;

beforeAll(async () => {
  await provider.issuer.keys.generate("RS256");
  const claims = () =>
    nextGoogleUser ? { sub: nextGoogleUser, email: nextGoogleUser, email_verified: true } : {};
  provider.service.on("beforeAuthorizeRedirect", ({ url }) => {
    if (nextGoogleUser) return;
    url.searchParams.delete("code");
    url.searchParams.set("error", "access_denied");
  });
  provider.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, claims()));
  provider.service.on("beforeUserinfo", (response) => Object.assign(response.body as object, claims()));
  await provider.start(0, "127.0.0.1");
  env.GOOGLE_ISSUER = provider.issuer.url!;
});
afterAll(() => provider.stop());

const testDb = useTestDatabase({ env });
let app: Awaited<ReturnType<typeof builtApp>>;
beforeAll(async () => {
  app = await builtApp();
}, 240_000);

const targets = bypassTargets(ORIGIN);
const tally = { requests: 0, redirects: 0, entryPoints: new Set<string>() };
const escapes: string[] = [];

let addresses = 0;
/** A new client address for each request, so that no rate limit answers instead of the route. */
const nextAddress = () => {
  addresses++;
  return `10.35.${addresses >> 8}.${addresses & 255}`;
};

type Send = {
  body?: unknown;
  form?: Record<string, string>;
  cookie?: string;
  /** The one place outside the site a route may send the browser: the Google sign-in page. */
  toProvider?: boolean;
};

/** One request to the app as the browser sends it; any Location that leaves the site is recorded. */
async function send(entry: string, method: "GET" | "POST", path: string, init: Send = {}) {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (init.cookie) headers.cookie = init.cookie;
  let body: string | undefined;
  if (init.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  } else if (init.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.body);
  }
  const url = `${ORIGIN}${path}`;
  const response = await app.request(
    url,
    { method, headers, body, redirect: "manual" },
    { incoming: { socket: { remoteAddress: nextAddress() } } },
  );
  tally.requests++;
  tally.entryPoints.add(entry);
  const location = response.headers.get("location");
  if (location !== null) tally.redirects++;
  const toProvider = init.toProvider && location?.startsWith(`${env.GOOGLE_ISSUER}/authorize?`);
  if (!toProvider && !staysOnSite(location, url, ORIGIN))
    escapes.push(`${entry}: ${method} ${path} -> ${location}`);
  expect(response.status, `${method} ${path}`).toBeLessThan(500);
  return response;
}

/** A JSON answer's own redirect field (`{ redirect: true, url }`), which a client would follow. */
async function checkJsonUrl(entry: string, response: Response) {
  const json = (await response.json().catch(() => null)) as { url?: unknown } | null;
  if (typeof json?.url === "string" && !staysOnSite(json.url, ORIGIN, ORIGIN)) {
    escapes.push(`${entry}: JSON url ${json.url}`);
  }
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function latestMailLink(kind: string) {
  const [mail] = await testDb
    .db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, kind))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
}

/**
 * The rest of a Google sign-in started by `started` (Better Auth's answer, or our /login's
 * redirect): the provider's page, then its return to our callback. Returns the final Location.
 */
async function finishGoogle(entry: string, providerUrl: string, cookie: string) {
  expect(providerUrl.startsWith(env.GOOGLE_ISSUER), providerUrl).toBe(true);
  const authorize = await fetch(providerUrl, { redirect: "manual" });
  const back = new URL(authorize.headers.get("location")!);
  expect(back.origin).toBe(ORIGIN);
  const response = await send(entry, "GET", `${back.pathname}${back.search}`, { cookie });
  return { location: response.headers.get("location"), cookie: cookiesOf(response) };
}

describe("no redirect leaves the site (issue 35, item 1)", () => {
  it("Better Auth's e-mail confirmation link, with a bad, a fresh and a used token", async () => {
    const email = `confirm-${randomUUID().slice(0, 8)}@example.test`;
    await send("sign-up", "POST", "/api/auth/sign-up/email", {
      body: { email, password: "password123", name: "x", callbackURL: targets[0] },
    });
    const link = await latestMailLink("signup-confirmation");
    expect(link.origin).toBe(ORIGIN);
    const token = link.searchParams.get("token")!;
    for (const target of targets) {
      const callbackURL = encodeURIComponent(target);
      await send("verify-email", "GET", `/api/auth/verify-email?token=x&callbackURL=${callbackURL}`);
      await send("verify-email", "GET", `/api/auth/verify-email?token=${token}&callbackURL=${callbackURL}`);
    }
  }, 300_000);

  it("Better Auth's confirmation and reset mails, asked for with bad targets", async () => {
    const email = `reset-${randomUUID().slice(0, 8)}@example.test`;
    await createVerifiedUser({ email, password: "password123" });
    for (const target of targets) {
      await send("send-verification-email", "POST", "/api/auth/send-verification-email", {
        body: { email, callbackURL: target },
      });
      await send("request-password-reset", "POST", "/api/auth/request-password-reset", {
        body: { email, redirectTo: target },
      });
      const link = await latestMailLink("password-reset");
      expect(link.origin).toBe(ORIGIN);
      const token = link.searchParams.get("token")!;
      const callbackURL = encodeURIComponent(target);
      await send(
        "reset-password link",
        "GET",
        `/api/auth/reset-password/${token}?callbackURL=${callbackURL}`,
      );
      await send("reset-password link", "GET", `/api/auth/reset-password/x?callbackURL=${callbackURL}`);
    }
  }, 300_000);

  it("Better Auth's sign-in, e-mail change and account deletion endpoints", async () => {
    const email = `signin-${randomUUID().slice(0, 8)}@example.test`;
    await createVerifiedUser({ email, password: "password123" });
    const { cookie } = await createSignedInUser();
    // Both are off here (Better Auth logs each refusal as an error); they stay in the corpus in case
    // either is ever turned on.
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      const line = args.map(String).join(" ");
      if (!/Change email is disabled|Delete user is disabled/.test(line)) logged.push(line);
    });
    for (const target of targets) {
      for (const body of [
        { email, password: "password123", callbackURL: target },
        { email, password: "wrong-password", callbackURL: target },
      ]) {
        await checkJsonUrl(
          "sign-in/email",
          await send("sign-in/email", "POST", "/api/auth/sign-in/email", { body }),
        );
      }
      await send("sign-in/email (form)", "POST", "/api/auth/sign-in/email", {
        form: { email, password: "password123", callbackURL: target },
      });
      await checkJsonUrl(
        "change-email",
        await send("change-email", "POST", "/api/auth/change-email", {
          body: { newEmail: `new-${randomUUID().slice(0, 6)}@example.test`, callbackURL: target },
          cookie,
        }),
      );
      const callbackURL = encodeURIComponent(target);
      await send(
        "delete-user/callback",
        "GET",
        `/api/auth/delete-user/callback?token=x&callbackURL=${callbackURL}`,
        {
          cookie,
        },
      );
    }
    expect(logged).toEqual([]);
  }, 300_000);

  it("Google sign-in through Better Auth: a new user, a returning one, a refusal", async () => {
    const returning = `google-${randomUUID().slice(0, 8)}@example.test`;
    for (const target of targets) {
      for (const who of [`google-${randomUUID().slice(0, 8)}@example.test`, returning, null]) {
        nextGoogleUser = who;
        const started = await send("sign-in/social", "POST", "/api/auth/sign-in/social", {
          body: {
            provider: "google",
            callbackURL: target,
            errorCallbackURL: target,
            newUserCallbackURL: target,
          },
          toProvider: true,
        });
        const { url } = (await started.json()) as { url: string };
        await finishGoogle("callback/google", url, cookiesOf(started));
      }
    }
  }, 300_000);

  it("our /login: the remembered page, password sign-in, Google sign-in to the end", async () => {
    const email = `login-${randomUUID().slice(0, 8)}@example.test`;
    await createVerifiedUser({ email, password: "password123" });
    const { cookie } = await createSignedInUser();
    const returning = `google-login-${randomUUID().slice(0, 8)}@example.test`;
    for (const target of targets) {
      const query = `redirectTo=${encodeURIComponent(target)}`;
      const page = await send(
        "/login (visitor)",
        "GET",
        `/login?${query}&next=${encodeURIComponent(target)}`,
      );
      const remembered = /name="redirectTo" value="([^"]*)"/.exec(await page.text())?.[1] ?? null;
      if (remembered !== null && !staysOnSite(remembered.replaceAll("&amp;", "&"), ORIGIN, ORIGIN))
        escapes.push(`/login remembers ${remembered}`);
      await send("/login (signed in)", "GET", `/login?${query}`, { cookie });
      await send("/login sign-in", "POST", "/login", {
        form: { intent: "sign-in", email, password: "password123", redirectTo: target },
      });
      nextGoogleUser = returning;
      const google = await send("/login google", "POST", "/login", {
        form: { intent: "google", redirectTo: target },
        toProvider: true,
      });
      const end = await finishGoogle(
        "callback/google (from /login)",
        google.headers.get("location")!,
        cookiesOf(google),
      );
      // /auth-callback sends the now signed-in browser on from its loader's destination.
      const callback = await send("/auth-callback", "GET", end.location!, { cookie: end.cookie });
      const destination = /<a href="([^"]*)"[^>]*>Continue<\/a>/.exec(await callback.text())?.[1] ?? null;
      if (destination === null || !staysOnSite(destination.replaceAll("&amp;", "&"), ORIGIN, ORIGIN))
        escapes.push(`/auth-callback continues to ${destination}`);
      const direct = await send("/auth-callback", "GET", `/auth-callback?${query}`, { cookie });
      const next = /<a href="([^"]*)"[^>]*>Continue<\/a>/.exec(await direct.text())?.[1] ?? null;
      if (next === null || !staysOnSite(next.replaceAll("&amp;", "&"), ORIGIN, ORIGIN))
        escapes.push(`/auth-callback?${query} continues to ${next}`);
    }
  }, 300_000);

  it("our form endpoints, guards, tracking links and sign-out", async () => {
    const { cookie } = await createSignedInUser();
    for (const target of targets) {
      await send("/api/contact", "POST", "/api/contact", {
        form: {
          name: "Redirect Test",
          email: "redirect@example.test",
          project_details: "A project described in enough words.",
          redirect_to: target,
        },
      });
      await send("/contact", "POST", "/contact", {
        form: {
          name: "Redirect Test",
          email: "redirect@example.test",
          project_details: "A project described in enough words.",
          redirect_to: target,
        },
      });
      await send("/api/newsletter/subscribe", "POST", "/api/newsletter/subscribe", {
        form: { email: `n-${randomUUID().slice(0, 6)}@example.test`, source: "website", redirect_to: target },
      });
      const query = `redirectTo=${encodeURIComponent(target)}&next=${encodeURIComponent(target)}`;
      await send("guard /admin", "GET", `/admin?${query}`);
      await send("guard /client-portal", "GET", `/client-portal?${query}`);
      await send("/admin-invitation", "GET", `/admin-invitation/x?${query}`);
      await send("/t/c/:token", "GET", `/t/c/${encodeURIComponent(target)}`);
      await send("/logout", "POST", "/logout", { form: { redirectTo: target }, cookie });
    }
  }, 300_000);

  afterAll(() => {
    console.log(
      `open redirects: ${targets.length} bypass forms, ${tally.entryPoints.size} entry points, ` +
        `${tally.requests} requests, ${tally.redirects} redirects, ${escapes.length} left the site (to ${EVIL_HOST} or elsewhere)`,
    );
  });

  it("none of them left the site", () => {
    expect(escapes).toEqual([]);
    expect(tally.redirects).toBeGreaterThan(targets.length * 10);
  });
});
