import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action as confirmApi } from "../app/routes/api/newsletter-confirm.ts";
import { action as subscribeApi } from "../app/routes/api/newsletter-subscribe.ts";
import { action as unsubscribeApi } from "../app/routes/api/newsletter-unsubscribe.ts";
import { loader as confirmPageLoader } from "../app/routes/site/confirm-subscription.tsx";
import {
  action as unsubscribePageAction,
  loader as unsubscribePageLoader,
} from "../app/routes/site/unsubscribe.tsx";
import { NEWSLETTER_MESSAGES } from "../core/newsletter.ts";
import { formPost, jsonPost, routeArgs } from "../tests/support/route-args.ts";
import { type CapturedMail, startSmtpCapture } from "../tests/support/smtp-capture.ts";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { appRateLimits, mailOutbox, subscribers } from "./db/schema.ts";
import { getEnv } from "./env.ts";
import { refuseCrossOrigin } from "./http/origin-check.ts";
import { type MailWorker, startMailWorker } from "./mail/worker.ts";
import { SUBSCRIBE_RATE_LIMITS } from "./newsletter.ts";

const smtp = await startSmtpCapture();
const testDb = useTestDatabase({ env: { SMTP_URL: smtp.url } });
let worker: MailWorker;
beforeAll(() => {
  worker = startMailWorker({
    database: testDb.database(),
    env: getEnv(),
    pollMs: 50,
    retry: { maxAttempts: 100, baseDelayMs: 30, maxDelayMs: 100, unreachableDelayMs: 30 },
  });
});
afterAll(async () => {
  await worker.stop();
  await smtp.close();
});

async function subscribe(email: string, source = "blog", ip = "192.0.2.20") {
  const response: Response = await subscribeApi(
    routeArgs(jsonPost("/api/newsletter/subscribe", { email, source }), { ip }),
  );
  const retryAfter = response.headers.get("Retry-After");
  return { status: response.status, body: await response.json(), ...(retryAfter ? { retryAfter } : {}) };
}

const subscriberRow = async (email: string) =>
  (await testDb.db().select().from(subscribers).where(sql`lower(${subscribers.email}) = lower(${email})`))[0];

const get = (url: string) => new Request(url);
/** The https/http URLs of a List-Unsubscribe header, in order. */
const listUnsubscribeUrls = (mail: CapturedMail) =>
  [...mail.headers["list-unsubscribe"].matchAll(/<([^>]+)>/g)].map((m) => m[1]);

describe("newsletter double opt-in, followed through the received e-mail", () => {
  it("a failing database gets the form's failure text, logged, as 503: try again, not bad input", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    await testDb.withoutTable("subscribers", async () => {
      const { status, body } = await subscribe("down@example.test");
      expect(status).toBe(503);
      expect(body).toEqual({ error: NEWSLETTER_MESSAGES.failure });
      expect(console.error).toHaveBeenCalledWith("[newsletter] subscribe failed:", expect.anything());
    });
  });
  let mail: CapturedMail;

  it("subscribes unconfirmed with source, IP and a random unsubscribe token, and mails a confirmation link", async () => {
    expect(await subscribe("Reader@Example.test")).toEqual({
      status: 200,
      body: { outcome: "subscribed", message: "Success! Check your email for a confirmation link." },
    });
    const row = await subscriberRow("reader@example.test");
    expect(row).toMatchObject({
      email: "Reader@Example.test",
      source: "blog",
      ipAddress: "192.0.2.20",
      isConfirmed: false,
    });
    expect(row.unsubscribeToken).toMatch(/^[0-9a-f-]{36}$/);

    mail = await smtp.waitFor("reader@example.test");
    expect(mail.subject).toBe("Confirm your newsletter subscription");
    expect(mail.links[0]).toBe(`http://localhost:3000/confirm-subscription?token=${row.confirmationToken}`);
    expect(listUnsubscribeUrls(mail)).toEqual([
      `http://localhost:3000/unsubscribe?token=${row.unsubscribeToken}`,
      `http://localhost:3000/api/newsletter/unsubscribe?token=${row.unsubscribeToken}`,
    ]);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("a second sign-up of the same address, in any case, is a duplicate and sends nothing", async () => {
    const outbox = await testDb.db().select().from(mailOutbox);
    expect(await subscribe("READER@example.TEST", "website")).toEqual({
      status: 200,
      body: {
        outcome: "duplicate",
        message: "You're already subscribed! Check your email for our latest updates.",
      },
    });
    expect(await testDb.db().select().from(mailOutbox)).toHaveLength(outbox.length);
  });

  it("the confirmation link confirms the subscription", async () => {
    const { token } = confirmPageLoader(routeArgs(get(mail.links[0])));
    const response: Response = await confirmApi(routeArgs(jsonPost("/api/newsletter/confirm", { token })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { email: "Reader@Example.test", confirmed: true } });
    expect((await subscriberRow("reader@example.test")).isConfirmed).toBe(true);
    // Following the link again is harmless.
    expect((await confirmApi(routeArgs(jsonPost("/api/newsletter/confirm", { token })))).status).toBe(200);
  });

  it("the unsubscribe link shows the real address, then marks it unsubscribed with the reason and feedback", async () => {
    const pageUrl = mail.links.find((l) => l.includes("/unsubscribe?token="))!;
    const view = await unsubscribePageLoader(routeArgs(get(pageUrl)));
    expect(view).toMatchObject({ status: "confirm", email: "Reader@Example.test" });
    const token = new URL(pageUrl).searchParams.get("token");
    const response: Response = await unsubscribeApi(
      routeArgs(
        jsonPost("/api/newsletter/unsubscribe", { token, reason: "too_many", feedback: "Weekly is plenty" }),
      ),
    );
    expect(response.status).toBe(200);
    // Kept as a record, not deleted: the owner sees who left, when and why.
    const kept = await subscriberRow("reader@example.test");
    expect(kept).toMatchObject({
      status: "unsubscribed",
      unsubscribeReason: "too_many",
      unsubscribeFeedback: "Weekly is plenty",
    });
    expect(kept.unsubscribedAt).toBeInstanceOf(Date);
    // The link is spent now: opened again it says the address is already off the list.
    expect(await unsubscribePageLoader(routeArgs(get(pageUrl)))).toEqual({
      status: "success",
      email: "Reader@Example.test",
      already: true,
    });
    const again: Response = await unsubscribeApi(
      routeArgs(jsonPost("/api/newsletter/unsubscribe", { token, reason: "", feedback: "" })),
    );
    expect(again.status).toBe(200);
    expect(await unsubscribePageLoader(routeArgs(get(pageUrl.replace(token!, crypto.randomUUID()))))).toEqual(
      {
        status: "error",
        message: "Invalid unsubscribe link.",
      },
    );
  });
});

describe("RFC 8058 one-click unsubscribe", () => {
  it("a mail provider's POST to either List-Unsubscribe URL, without Origin, unsubscribes", async () => {
    // The cross-origin guard lets a request without Origin through (providers send none).
    const guarded = new Hono().use(refuseCrossOrigin(() => [])).post("*", (c) => c.text("passed"));
    expect(
      await (await guarded.request("/api/newsletter/unsubscribe?token=x", { method: "POST" })).text(),
    ).toBe("passed");

    for (const [index, email] of ["one-click-a@example.test", "one-click-b@example.test"].entries()) {
      await subscribe(email);
      const url = listUnsubscribeUrls(await smtp.waitFor(email))[index];
      const request = formPost(url, { "List-Unsubscribe": "One-Click" });
      const handle = url.includes("/api/") ? unsubscribeApi : unsubscribePageAction;
      const result = await handle(routeArgs(request));
      const status = result instanceof Response ? result.status : result.init?.status;
      expect(status).toBe(200);
      expect((await subscriberRow(email)).status).toBe("unsubscribed");
      // After a one-click unsubscribe the page link says 'already off the list', not an error.
      const token = new URL(url).searchParams.get("token");
      const page = await unsubscribePageLoader(
        routeArgs(get(`http://localhost:3000/unsubscribe?token=${token}`)),
      );
      expect(page).toEqual({ status: "success", email, already: true });
    }
  });
});

describe("subscribing again after leaving", () => {
  it("needs the new confirmation link: the address stays suppressed until then, and old links are spent", async () => {
    const email = "comeback@example.test";
    await subscribe(email);
    const first = await smtp.waitFor(email);
    const oldConfirm = first.links[0];
    await confirmApi(
      routeArgs(
        jsonPost("/api/newsletter/confirm", { token: new URL(oldConfirm).searchParams.get("token") }),
      ),
    );
    const token = new URL(listUnsubscribeUrls(first)[0]).searchParams.get("token");
    await unsubscribeApi(routeArgs(jsonPost("/api/newsletter/unsubscribe", { token, reason: "other" })));
    expect((await subscriberRow(email)).status).toBe("unsubscribed");

    // The confirmation link of the first sign-up no longer brings the address back.
    const replay: Response = await confirmApi(
      routeArgs(
        jsonPost("/api/newsletter/confirm", { token: new URL(oldConfirm).searchParams.get("token") }),
      ),
    );
    expect(replay.status).toBe(404);

    expect((await subscribe(email)).body.outcome).toBe("subscribed");
    const second = await smtp.waitFor(email, (m) => m.links[0] !== oldConfirm);
    expect((await subscriberRow(email)).status).toBe("unsubscribed");
    const confirmed: Response = await confirmApi(
      routeArgs(
        jsonPost("/api/newsletter/confirm", { token: new URL(second.links[0]).searchParams.get("token") }),
      ),
    );
    expect(confirmed.status).toBe(200);
    expect(await subscriberRow(email)).toMatchObject({
      status: "active",
      isConfirmed: true,
      unsubscribedAt: null,
      unsubscribeReason: null,
    });
  });
});

describe("newsletter errors", () => {
  it("explains a missing or unknown token", async () => {
    const confirm = async (body: unknown) => {
      const response: Response = await confirmApi(routeArgs(jsonPost("/api/newsletter/confirm", body)));
      return [response.status, (await response.json()).error.message];
    };
    expect(await confirm({})).toEqual([400, "Invalid confirmation link. No token provided."]);
    expect(await confirm({ token: crypto.randomUUID() })).toEqual([
      404,
      "This confirmation link is invalid or has expired.",
    ]);
    expect(await confirmPageLoader(routeArgs(get("http://localhost:3000/confirm-subscription")))).toEqual({
      token: null,
    });

    expect(await unsubscribePageLoader(routeArgs(get("http://localhost:3000/unsubscribe")))).toEqual({
      status: "error",
      message: "Invalid unsubscribe link.",
    });
    const unsubscribe = async (body: unknown) => {
      const response: Response = await unsubscribeApi(
        routeArgs(jsonPost("/api/newsletter/unsubscribe", body)),
      );
      return [response.status, (await response.json()).error];
    };
    expect(await unsubscribe({ reason: "" })).toEqual([400, "Invalid unsubscribe link."]);
    expect(await unsubscribe({ token: crypto.randomUUID(), reason: "spite" })).toEqual([
      400,
      "Unable to process your request.",
    ]);
  });

  it("refuses an invalid address with the form's message", async () => {
    expect(await subscribe("not-an-address")).toEqual({
      status: 400,
      body: { error: "Please enter a valid email address" },
    });
  });

  it("a plain HTML sign-up returns to its page with the outcome", async () => {
    const request = formPost("/api/newsletter/subscribe", {
      email: "no-script@example.test",
      source: "footer",
      redirect_to: "/blog",
    });
    const response = await subscribeApi(routeArgs(request)).catch((thrown: Response) => thrown);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      "/blog?newsletter=subscribed&newsletter_source=footer#newsletter-footer",
    );
    expect((await subscriberRow("no-script@example.test")).source).toBe("footer");
  });

  it("lets the people of one office or carrier sign up from one shared address", async () => {
    // More than the old limit of 20 per 10 minutes, from one address.
    for (let i = 0; i < 25; i++)
      expect((await subscribe(`office${i}@example.test`, "blog", "198.51.100.9")).status).toBe(200);
  });

  it("limits sign-ups per client address, high enough for a shared one", async () => {
    const { max } = SUBSCRIBE_RATE_LIMITS.perClientAddress;
    expect(max).toBeGreaterThanOrEqual(100);
    // The window's count so far, as if max - 1 people had signed up from this address.
    // Started 6 minutes ago: 4 of its 10 minutes are left.
    await testDb
      .db()
      .insert(appRateLimits)
      .values({
        key: "newsletter:198.51.100.10",
        count: max - 1,
        windowStartedAt: new Date(Date.now() - 6 * 60_000),
      });
    expect((await subscribe("last-in@example.test", "blog", "198.51.100.10")).status).toBe(200);
    expect(await subscribe("one-too-many@example.test", "blog", "198.51.100.10")).toEqual({
      status: 429,
      body: { error: "Too many sign-up attempts. Try again in 4 minutes." },
      retryAfter: expect.stringMatching(/^(23\d|240)$/),
    });
  });

  it("limits sign-ups per e-mail address, from whatever client address", async () => {
    const { max } = SUBSCRIBE_RATE_LIMITS.perEmail;
    for (let i = 0; i < max; i++)
      expect((await subscribe("Popular@Example.test", "blog", `203.0.113.${i + 1}`)).status).toBe(200);
    expect((await subscribe("popular@example.test", "blog", "203.0.113.200")).status).toBe(429);
    expect((await subscribe("someone-else@example.test", "blog", "203.0.113.200")).status).toBe(200);
  });
});

describe("confirmation mail during a mail server outage", () => {
  it("is delivered once the server is back, exactly once", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    smtp.setRejecting(true);
    await subscribe("patient@example.test", "blog", "192.0.2.30");
    const id = async () =>
      (await testDb.db().select().from(mailOutbox).where(eq(mailOutbox.to, "patient@example.test")))[0];
    for (let i = 0; i < 200 && ((await id())?.attempts ?? 0) < 2; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect((await id()).status).toBe("pending");
    expect(smtp.mails.filter((m) => m.to.includes("patient@example.test"))).toEqual([]);

    smtp.setRejecting(false);
    const mail = await smtp.waitFor("patient@example.test");
    expect(mail.links[0]).toMatch(/\/confirm-subscription\?token=/);
    await worker.runOnce();
    expect(smtp.mails.filter((m) => m.to.includes("patient@example.test"))).toHaveLength(1);
    expect((await id()).status).toBe("sent");
  });
});
