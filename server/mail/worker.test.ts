import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { startSmtpCapture } from "../../tests/support/smtp-capture.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { mailOutbox } from "../db/schema.ts";
import { getEnv } from "../env.ts";
import { queueMail } from "./outbox.ts";
import type { MailTransport } from "./transport.ts";
import { type MailWorker, type MailWorkerOptions, startMailWorker } from "./worker.ts";

const smtp = await startSmtpCapture();
const testDb = useTestDatabase({ env: { SMTP_URL: smtp.url } });
afterAll(() => smtp.close());

const fastRetry = { maxAttempts: 50, baseDelayMs: 30, maxDelayMs: 100, unreachableDelayMs: 30 };
let workers: MailWorker[] = [];

function worker(options: Partial<MailWorkerOptions> = {}) {
  const started = startMailWorker({
    database: testDb.database(),
    env: getEnv(),
    retry: fastRetry,
    ...options,
  });
  workers.push(started);
  return started;
}

afterEach(async () => {
  smtp.setRejecting(false);
  await Promise.all(workers.map((w) => w.stop()));
  workers = [];
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`Condition not met; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const row = async (id: string) =>
  (await testDb.db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to));

describe("mail worker over SMTP", () => {
  it("delivers a queued mail at once, without waiting for the poll, and records its Message-ID", async () => {
    worker({ pollMs: 60_000 });
    const id = await queueMail(testDb.db(), {
      kind: "test",
      to: "first@example.test",
      subject: "Hello there",
      text: "Open https://example.test/confirm?token=abc to continue.",
      headers: { "X-Test": "yes" },
    });
    const mail = await smtp.waitFor("first@example.test");
    expect(mail.subject).toBe("Hello there");
    expect(mail.headers["x-test"]).toBe("yes");
    expect(mail.links).toEqual(["https://example.test/confirm?token=abc"]);
    const sent = await until(
      () => row(id),
      (r) => r.status === "sent",
    );
    expect(sent.messageId).toBe(`<${id}@localhost>`);
    expect(sent.attempts).toBe(1);
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it("sends a mail's attachments and its calendar invitation", async () => {
    worker({ pollMs: 60_000 });
    const invite = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n";
    await queueMail(testDb.db(), {
      kind: "test",
      to: "attached@example.test",
      subject: "With files",
      text: "See the attachment.",
      attachments: [
        { filename: "INV-2026-0001.pdf", contentType: "application/pdf", contentBase64: btoa("%PDF-1.7 x") },
      ],
      calendarInvite: { method: "REQUEST", content: invite },
    });
    const mail = await smtp.waitFor("attached@example.test");
    const pdf = mail.attachments.find((file) => file.filename === "INV-2026-0001.pdf");
    expect(pdf?.content.toString()).toBe("%PDF-1.7 x");
    const calendar = mail.attachments.find((file) => file.contentType.startsWith("text/calendar"));
    expect(calendar?.content.toString()).toContain("METHOD:REQUEST");
  });

  it("queued in a transaction, a mail leaves only after the commit, and never when rolled back", async () => {
    worker({ pollMs: 60_000 });
    await testDb
      .db()
      .transaction(async (tx) => {
        await queueMail(tx, { kind: "test", to: "rolled@example.test", subject: "No", text: "x" });
        tx.rollback();
      })
      .catch(() => {});
    await testDb.db().transaction(async (tx) => {
      await queueMail(tx, { kind: "test", to: "committed@example.test", subject: "Yes", text: "x" });
    });
    await smtp.waitFor("committed@example.test");
    expect(mailsTo("rolled@example.test")).toEqual([]);
  });

  it("keeps mail queued during an outage and delivers it exactly once when the server is back", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    smtp.setRejecting(true);
    worker({ pollMs: 50 });
    const id = await queueMail(testDb.db(), {
      kind: "test",
      to: "outage@example.test",
      subject: "Sent during an outage",
      text: "x",
    });
    const failing = await until(
      () => row(id),
      (r) => r.attempts >= 3,
    );
    expect(failing.status).toBe("pending");
    expect(failing.lastError).toMatch(/Service unavailable/);
    expect(mailsTo("outage@example.test")).toEqual([]);

    smtp.setRejecting(false);
    await smtp.waitFor("outage@example.test");
    const sent = await until(
      () => row(id),
      (r) => r.status === "sent",
    );
    expect(sent.lastError).toBeNull();
    // Further passes find nothing to send.
    expect(await worker().runOnce()).toBe(0);
    expect(mailsTo("outage@example.test")).toHaveLength(1);
  });

  it("two workers on one database deliver a batch of mails with no duplicates", async () => {
    const recipients = Array.from({ length: 30 }, (_, i) => `many${i}@example.test`);
    const ids: string[] = [];
    for (const to of recipients) {
      ids.push(await queueMail(testDb.db(), { kind: "test", to, subject: `Batch ${to}`, text: "x" }));
    }
    worker({ pollMs: 20, batchSize: 4 });
    worker({ pollMs: 20, batchSize: 4 });
    await until(
      () => testDb.db().select().from(mailOutbox).where(inArray(mailOutbox.id, ids)),
      (rows) => rows.every((r) => r.status === "sent"),
    );
    for (const to of recipients) expect(mailsTo(to)).toHaveLength(1);
    const rows = await testDb.db().select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });

  it("gives up after the last attempt and marks the mail failed with the error", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    smtp.setRejecting(true);
    worker({
      pollMs: 20,
      retry: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 10, unreachableDelayMs: 10 },
    });
    const id = await queueMail(testDb.db(), {
      kind: "test",
      to: "never@example.test",
      subject: "x",
      text: "x",
    });
    const failed = await until(
      () => row(id),
      (r) => r.status === "failed",
    );
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toMatch(/Service unavailable/);
  });
});

describe("mail worker while the server cannot be reached", () => {
  /** A loopback port with nothing listening: connections are refused until a server takes it. */
  async function closedPort() {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    return port;
  }

  it("counts no attempt, and delivers within the short interval once the server is up, not at the back-off", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const port = await closedPort();
    // Counted, two refused connections would give the mail up; backed off, it would wait a minute.
    const retry = { maxAttempts: 2, baseDelayMs: 60_000, maxDelayMs: 60_000, unreachableDelayMs: 100 };
    const w = worker({ env: { ...getEnv(), SMTP_URL: `smtp://127.0.0.1:${port}` }, pollMs: 50, retry });
    const id = await queueMail(testDb.db(), {
      kind: "test",
      to: "down@example.test",
      subject: "x",
      text: "x",
    });
    const tries = new Set<string>();
    await until(
      async () => {
        const r = await row(id);
        if (r.lastError && r.nextAttemptAt) tries.add(r.nextAttemptAt.toISOString());
        return r;
      },
      () => tries.size >= 3,
    );
    const waiting = await row(id);
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting.status).toBe("pending");
    expect(waiting.attempts).toBe(0);

    const back = await startSmtpCapture(port);
    try {
      await back.waitFor("down@example.test");
      const sent = await until(
        () => row(id),
        (r) => r.status === "sent",
      );
      expect(sent.attempts).toBe(1);
      expect(back.mails).toHaveLength(1);
    } finally {
      // The worker's pooled connection would hold the server's close open.
      workers = workers.filter((other) => other !== w);
      await w.stop();
      await back.close();
    }
  });

  it("tries one batch per interval, not every due mail, while the server is down", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), {
      code: "ESOCKET",
      originalCode: "ECONNREFUSED",
    });
    const tried: string[] = [];
    const transport: MailTransport = {
      async send(message) {
        tried.push(message.to);
        throw refused;
      },
      close() {},
    };
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(
        await queueMail(testDb.db(), { kind: "test", to: `wait${i}@example.test`, subject: "x", text: "x" }),
      );
    }
    const retry = { ...fastRetry, unreachableDelayMs: 60_000 };
    const w = worker({ pollMs: 60_000, batchSize: 4, retry, transport });
    await until(
      async () => tried.length,
      (n) => n === 4,
    );
    // Eight mails are due, but the server was just found down.
    expect(await w.runOnce()).toBe(0);
    expect(tried).toHaveLength(4);
    const rows = await testDb.db().select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.status === "pending" && r.attempts === 0)).toBe(true);
    expect(rows.filter((r) => r.lastError !== null)).toHaveLength(4);
    await testDb.db().delete(mailOutbox).where(inArray(mailOutbox.id, ids));
  });
});

describe("mail claims and leases", () => {
  /** A transport whose sends hang until released: a worker busy (or dead) mid-send. */
  function hangingTransport() {
    const sent: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transport: MailTransport = {
      async send(message) {
        sent.push(message.to);
        await released;
        return { messageId: `<${message.id}@test>` };
      },
      close() {},
    };
    return { transport, sent, release };
  }

  it("a claimed mail is not claimed again before its lease ends, and is retried after it", async () => {
    const id = await queueMail(testDb.db(), {
      kind: "test",
      to: "lease@example.test",
      subject: "x",
      text: "x",
    });
    const first = hangingTransport();
    const second = hangingTransport();
    // Released in any case: a send left hanging would keep afterEach's stop() waiting.
    try {
      worker({ pollMs: 60_000, leaseMs: 60_000, transport: first.transport });
      await until(
        async () => first.sent.length,
        (n) => n === 1,
      );

      const b = worker({ pollMs: 60_000, leaseMs: 60_000, transport: second.transport });
      expect(await b.runOnce()).toBe(0);

      // The first worker "crashes": its lease is made to run out.
      await testDb
        .db()
        .update(mailOutbox)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, id));
      second.release();
      // The retry is b's: this call, or b's own first pass when that ran after the lease ended.
      await b.runOnce();
      const sent = await until(
        () => row(id),
        (r) => r.status === "sent",
      );
      expect(second.sent).toEqual(["lease@example.test"]);
      expect(first.sent).toEqual(["lease@example.test"]);
      expect(sent.attempts).toBe(2);
    } finally {
      first.release();
      second.release();
    }
  });
});

describe("mail worker without SMTP_URL", () => {
  it("writes each mail as an .eml file under DATA_DIR/mail/ and logs its subject and links", async () => {
    const dataDir = path.resolve(".tmp", `mail-test-${process.pid}`);
    rmSync(dataDir, { recursive: true, force: true });
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    worker({ env: { ...getEnv(), SMTP_URL: undefined, DATA_DIR: dataDir }, pollMs: 60_000 });
    const id = await queueMail(testDb.db(), {
      kind: "test",
      to: "local@example.test",
      subject: "Confirm locally",
      text: "Click http://localhost:3000/confirm-subscription?token=t1 now.",
    });
    await until(
      () => row(id),
      (r) => r.status === "sent",
    );
    const folder = path.join(dataDir, "mail");
    expect(existsSync(folder)).toBe(true);
    const files = readdirSync(folder).filter((f) => f.endsWith(".eml") && f.includes(id));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(folder, files[0]), "utf8");
    expect(eml).toContain("Subject: Confirm locally");
    expect(eml).toContain("To: local@example.test");
    const logged = log.mock.calls.map((c) => c.join(" ")).join("\n");
    expect(logged).toContain("Confirm locally");
    expect(logged).toContain("http://localhost:3000/confirm-subscription?token=t1");
    rmSync(dataDir, { recursive: true, force: true });
  });
});
