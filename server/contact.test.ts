import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { action as apiContact } from "../app/routes/api/contact.ts";
import { action as contactPage } from "../app/routes/site/contact.tsx";
import { CONTACT_MESSAGES } from "../core/contact-form.ts";
import { SETTINGS_DEFAULTS } from "../core/settings-defaults.ts";
import { formPost, jsonPost, routeArgs } from "../tests/support/route-args.ts";
import { startSmtpCapture } from "../tests/support/smtp-capture.ts";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { CONTACT_RATE_LIMIT } from "./contact.ts";
import { appSettings, contactSubmissions, contacts, mailOutbox, rateLimits } from "./db/schema.ts";
import { getEnv } from "./env.ts";
import { type MailWorker, startMailWorker } from "./mail/worker.ts";

const smtp = await startSmtpCapture();
const testDb = useTestDatabase({ env: { SMTP_URL: smtp.url } });
let worker: MailWorker;
beforeAll(() => {
  worker = startMailWorker({ database: testDb.database(), env: getEnv(), pollMs: 100 });
});
afterAll(async () => {
  await worker.stop();
  await smtp.close();
});

const brief = {
  name: "Ada Lovelace",
  email: "ada@example.test",
  company: "Analytical Engines",
  service_needed: "media-production",
  budget_range: "1000-3000",
  subject: "Launch film",
  project_details: "  A two-minute launch film for our new engine.  ",
  project_win: "Ten new distributors",
  honeypot_field: "",
};

async function setSettings(values: Record<string, string | boolean | null>) {
  const db = testDb.db();
  await db.delete(appSettings);
  for (const [key, value] of Object.entries(values)) await db.insert(appSettings).values({ key, value });
}

async function post(body: Record<string, unknown>, ip = "192.0.2.10") {
  const response: Response = await apiContact(routeArgs(jsonPost("/api/contact", body), { ip }));
  const retryAfter = response.headers.get("Retry-After");
  return { status: response.status, body: await response.json(), ...(retryAfter ? { retryAfter } : {}) };
}

beforeEach(async () => {
  await testDb.db().delete(rateLimits);
  await setSettings({ notificationEmail: "alerts@agency.test", contactEmail: "hello@agency.test" });
});

describe("contact form submission", () => {
  it("a failing database gets the form's failure text, logged, as 503: try again, not bad input", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    await testDb.withoutTable("contact_submissions", async () => {
      const { status, body } = await post(brief);
      expect(status).toBe(503);
      expect(body).toMatchObject({ success: false, message: CONTACT_MESSAGES.failure });
      expect(console.error).toHaveBeenCalledWith("[contact] submission failed:", expect.anything());
    });
  });
  it("writes the submission and its CRM contact, and e-mails the agency", async () => {
    const { status, body } = await post(brief);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.",
    });

    const [contact] = await testDb.db().select().from(contacts).where(eq(contacts.email, "ada@example.test"));
    expect(contact).toMatchObject({
      name: "Ada Lovelace",
      company: "Analytical Engines",
      phone: null,
      position: null,
      source: "Website Contact Form",
      status: "new",
      value: "1000.00",
      tags: ["media-production"],
      score: 50,
      lastContact: null,
      nextFollowUp: null,
      assignedTo: null,
      serviceInterest: "media-production",
      projectDetails: "A two-minute launch film for our new engine.",
    });
    expect(contact.notes).toBe(
      "A two-minute launch film for our new engine.\n\nWhat would make this project a win: Ten new distributors\n\nBudget Range: $1,000 - $3,000",
    );
    const [submission] = await testDb
      .db()
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.contactId, contact.id));
    expect(submission).toMatchObject({
      name: "Ada Lovelace",
      serviceNeeded: "media-production",
      subject: "Launch film",
      message: "Ten new distributors",
      budgetRange: "1000-3000",
      status: "new",
      ipAddress: "192.0.2.10",
    });

    const mail = await smtp.waitFor("alerts@agency.test", (m) => m.subject.includes("Ada Lovelace"));
    expect(mail.subject).toBe("New project brief from Ada Lovelace: Launch film");
    expect(mail.headers["reply-to"]).toContain("ada@example.test");
    expect(mail.text).toContain("Budget range: $1,000 - $3,000");
    expect(mail.links).toContain("http://localhost:3000/admin/submissions");
  });

  it("without a budget, the CRM value is null and no budget line is written", async () => {
    await post({ ...brief, email: "nobudget@example.test", budget_range: "", service_needed: "" });
    const [contact] = await testDb
      .db()
      .select()
      .from(contacts)
      .where(eq(contacts.email, "nobudget@example.test"));
    expect(contact.value).toBeNull();
    expect(contact.tags).toEqual([]);
    expect(contact.notes).not.toContain("Budget Range");
  });

  it("notifies contactEmail when no notificationEmail is set, and nobody when notifyNewContact is off", async () => {
    await setSettings({ contactEmail: "hello@agency.test" });
    await post({ ...brief, name: "Fallback Person" });
    await smtp.waitFor("hello@agency.test", (m) => m.subject.includes("Fallback Person"));

    for (const off of [false, "false"]) {
      await setSettings({ contactEmail: "hello@agency.test", notifyNewContact: off });
      const before = await testDb.db().select().from(mailOutbox);
      expect((await post({ ...brief, name: `Quiet ${off}` })).status).toBe(200);
      expect(await testDb.db().select().from(mailOutbox)).toHaveLength(before.length);
    }
    await setSettings({ contactEmail: "hello@agency.test", notifyNewContact: "true" });
    await post({ ...brief, name: "Loud Again" });
    await smtp.waitFor("hello@agency.test", (m) => m.subject.includes("Loud Again"));
  });

  it("on a fresh install, before any setting is saved, notifies the default contact address", async () => {
    await setSettings({});
    expect((await post({ ...brief, name: "First Visitor" })).status).toBe(200);
    await smtp.waitFor(SETTINGS_DEFAULTS.contactEmail, (m) => m.subject.includes("First Visitor"));
  });

  it("a filled honeypot pretends success and stores and sends nothing", async () => {
    const before = await testDb.db().select().from(contactSubmissions);
    const { status, body } = await post({
      ...brief,
      email: "bot@example.test",
      honeypot_field: "http://spam",
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(await testDb.db().select().from(contactSubmissions)).toHaveLength(before.length);
    expect(await testDb.db().select().from(contacts).where(eq(contacts.email, "bot@example.test"))).toEqual(
      [],
    );
  });

  it("validates again on the server, in the specification's order", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "name", "Please enter your name"],
      [{ name: "Ada" }, "email", "Please enter your email address"],
      [{ name: "Ada", email: "ada@nowhere" }, "email", "Please enter a valid email address"],
      [{ name: "Ada", email: "ada@example.test" }, "project_details", "Please tell us about your project"],
      [
        { name: "Ada", email: "ada@example.test", project_details: " short " },
        "project_details",
        "Please provide more details about your project (at least 10 characters)",
      ],
    ];
    for (const [input, field, message] of cases) {
      expect(await post(input)).toEqual({
        status: 400,
        body: { success: false, field, message, contactEmail: null },
      });
    }
  });

  it("limits submissions per IP address with a clear message", async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++)
      expect((await post({ ...brief, name: `Sender ${i}` }, "198.51.100.7")).status).toBe(200);
    const limited = await post({ ...brief, name: "One too many" }, "198.51.100.7");
    expect(limited.status).toBe(429);
    // The window is 10 minutes and has only just started.
    expect(Number(limited.retryAfter)).toBeGreaterThan(9 * 60);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(10 * 60);
    expect(limited.body.message).toBe(
      `You have sent several messages in a short time. Try again in ${Math.ceil(Number(limited.retryAfter) / 60)} minutes.`,
    );
    expect((await post({ ...brief, name: "Someone else" }, "198.51.100.8")).status).toBe(200);
  });
});

describe("contact form before JavaScript loads (plain HTML post to /contact)", () => {
  it("sends the visitor back to their page with ?message=success#contact", async () => {
    const request = formPost("/contact", { ...brief, name: "No Script", redirect_to: "/services?ref=ad" });
    const response = (await contactPage(routeArgs(request)).catch((thrown: Response) => thrown)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/services?ref=ad&message=success#contact");
  });

  it("never redirects off the site", async () => {
    const request = formPost("/contact", {
      ...brief,
      name: "Open Redirect",
      redirect_to: "//evil.example/x",
    });
    const response = (await contactPage(routeArgs(request)).catch((thrown: Response) => thrown)) as Response;
    expect(response.headers.get("location")).toBe("/contact?message=success#contact");
  });

  it("re-renders the form with the message and the visitor's input on a problem", async () => {
    const request = formPost("/contact", { ...brief, project_details: "short", redirect_to: "/" });
    const result = await contactPage(routeArgs(request));
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      message: "Please provide more details about your project (at least 10 characters)",
      field: "project_details",
      values: { name: "Ada Lovelace", project_details: "short", budget_range: "1000-3000" },
    });
    expect(result.data.values).not.toHaveProperty("honeypot_field");
  });
});
