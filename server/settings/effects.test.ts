import { expect, it } from "vitest";
import { loader as siteLayoutLoader } from "../../app/routes/site/layout.tsx";
import { SETTINGS_DEFAULTS, type Settings } from "../../core/settings-defaults.ts";
import { adminActor } from "../../tests/support/actors.ts";
import { routeArgs } from "../../tests/support/route-args.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { submitContactForm } from "../contact.ts";
import { MAINTENANCE_RETRY_AFTER_SECONDS } from "../feature-flags.ts";
import { subscribe } from "../newsletter.ts";
import { adminContact } from "../session.ts";
import { saveSettings } from "./save.ts";

useTestDatabase({ env: { ADMIN_EMAILS: "owner@example.test" } });
const admin = adminActor();
const save = (changes: Partial<Settings>) => saveSettings(admin, { ...SETTINGS_DEFAULTS, ...changes });

const brief = {
  name: "Dana",
  email: "dana@example.test",
  service_needed: "media-production",
  budget_range: "5000-10000",
  subject: "A brand film",
  project_details: "We need a two minute brand film for our launch in spring.",
};

it("the Access Denied screen names the contactEmail setting, not the sender address", async () => {
  expect(await adminContact()).toBe(SETTINGS_DEFAULTS.contactEmail);
  await save({ contactEmail: "office@northwind.test" });
  expect(await adminContact()).toBe("office@northwind.test");
});

it("enableContactForm off: the endpoint refuses in words and stores nothing", async () => {
  await save({ enableContactForm: false, contactEmail: "office@northwind.test" });
  const result = await submitContactForm(brief, { ip: "192.0.2.10" });
  expect(result).toMatchObject({ success: false, status: 403 });
  expect(result.message).toBe(
    "The contact form is currently turned off. Please e-mail us at office@northwind.test.",
  );
  await save({ enableContactForm: true });
  expect(await submitContactForm(brief, { ip: "192.0.2.10" })).toMatchObject({ success: true });
});

it("enableNewsletter off: subscribing is refused", async () => {
  await save({ enableNewsletter: false });
  expect(await subscribe({ email: "reader@example.test", source: "footer" }, { ip: "192.0.2.11" })).toEqual({
    ok: false,
    status: 403,
    message: "Newsletter sign-up is currently turned off.",
  });
  await save({ enableNewsletter: true });
  expect(
    await subscribe({ email: "reader@example.test", source: "footer" }, { ip: "192.0.2.11" }),
  ).toMatchObject({ ok: true });
});

it("maintenanceMode: visitors get 503 with Retry-After, sign-in stays open", async () => {
  await save({ maintenanceMode: true });
  const visit = (path: string) => siteLayoutLoader(routeArgs(new Request(`http://localhost:3000${path}`)));
  const refused = await visit("/").catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(Response);
  expect((refused as Response).status).toBe(503);
  expect((refused as Response).headers.get("Retry-After")).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
  expect(await (refused as Response).json()).toMatchObject({ reason: "maintenance" });
  await expect(visit("/login")).resolves.toMatchObject({ settings: { maintenanceMode: true } });
  await save({ maintenanceMode: false });
  await expect(visit("/")).resolves.toMatchObject({ settings: { maintenanceMode: false } });
});

it("notifications: a new subscriber mails notificationEmail only while its switch is on", async () => {
  const { getDb } = await import("../db/client.ts");
  const { mailOutbox } = await import("../db/schema.ts");
  const { eq } = await import("drizzle-orm");
  const notices = async () =>
    (await getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, "subscriber-notification")))
      .map((m) => m.to)
      .filter((to) => to === "alerts@northwind.test");
  await save({ notifyNewSubscriber: false, notificationEmail: "alerts@northwind.test" });
  await subscribe({ email: "quiet@example.test", source: "footer" }, { ip: "192.0.2.12" });
  expect(await notices()).toEqual([]);
  await save({ notifyNewSubscriber: true, notificationEmail: "alerts@northwind.test" });
  await subscribe({ email: "loud@example.test", source: "footer" }, { ip: "192.0.2.13" });
  expect(await notices()).toEqual(["alerts@northwind.test"]);
});

it("enableBlog off: /blog and posts answer 404 with the message, rss refuses, the sitemap leaves it out", async () => {
  const { loader: blogLoader } = await import("../../app/routes/site/blog.tsx");
  const { loader: postLoader } = await import("../../app/routes/site/blog-post.tsx");
  const { rssResponse, sitemapResponse } = await import("../blog/feeds.ts");
  await save({ enableBlog: false });
  for (const refused of [
    await blogLoader(routeArgs(new Request("http://localhost:3000/blog"))).catch((e: unknown) => e),
    await postLoader({
      ...routeArgs(new Request("http://localhost:3000/blog/any")),
      params: { slug: "any" },
    }).catch((e: unknown) => e),
  ]) {
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(404);
    expect(await (refused as Response).json()).toMatchObject({
      message: "The blog is currently turned off.",
    });
  }
  const rss = await rssResponse();
  expect(rss.status).toBe(404);
  expect(await rss.text()).toBe("The blog is currently turned off.");
  expect(await (await sitemapResponse()).text()).not.toContain("/blog");

  await save({ enableBlog: true });
  expect((await rssResponse()).status).toBe(200);
  expect(await (await sitemapResponse()).text()).toContain("/blog</loc>");
  await expect(blogLoader(routeArgs(new Request("http://localhost:3000/blog")))).resolves.toMatchObject({
    page: 1,
  });
});

it("general: the site name titles the RSS feed", async () => {
  const { rssResponse } = await import("../blog/feeds.ts");
  await save({ siteName: "Northwind Studio" });
  expect(await (await rssResponse()).text()).toContain("<title>Northwind Studio Blog</title>");
});

it("calendlyUrl: set embeds it on /book; empty offers a call request that becomes a lead", async () => {
  const book = await import("../../app/routes/site/book.tsx");
  const { formPost } = await import("../../tests/support/route-args.ts");
  const { getDb } = await import("../db/client.ts");
  const { contacts, contactSubmissions } = await import("../db/schema.ts");
  const { eq } = await import("drizzle-orm");
  await save({ calendlyUrl: "https://calendly.com/northwind/intro" });
  expect(await book.loader()).toMatchObject({ calendlyUrl: "https://calendly.com/northwind/intro" });
  await save({ calendlyUrl: "" });
  expect(await book.loader()).toMatchObject({ calendlyUrl: "" });

  const post = (fields: Record<string, string>) =>
    book.action(routeArgs(formPost("/book", fields), { ip: "192.0.2.20" }));
  const missingPhone = await post({ name: "Casey", email: "casey.call@example.test" });
  expect(missingPhone).toMatchObject({
    init: { status: 400 },
    data: { field: "phone", values: { name: "Casey" } },
  });
  expect(
    await post({
      name: "Casey",
      email: "casey.call@example.test",
      phone: "(214) 555-0100",
      preferred_time: "Mornings",
    }),
  ).toMatchObject({ success: true });
  const [lead] = await getDb().select().from(contacts).where(eq(contacts.email, "casey.call@example.test"));
  expect(lead).toMatchObject({ phone: "(214) 555-0100", source: "Website Call Request" });
  const [submission] = await getDb()
    .select()
    .from(contactSubmissions)
    .where(eq(contactSubmissions.contactId, lead.id));
  expect(submission).toMatchObject({ subject: "Call request" });
  expect(submission.projectDetails).toContain("Mornings");
});

it("email: 'Send test e-mail' reports success, or the provider's problem in words", async () => {
  const { sendTestEmail } = await import("./test-email.ts");
  const owner = { ...admin, email: "owner@example.test" };
  // smtp without SMTP_URL: the mail is written as an .eml file, which counts as sent.
  await save({ emailProvider: "smtp" });
  expect(await sendTestEmail(owner)).toEqual({
    ok: true,
    message: "Test e-mail sent to owner@example.test.",
  });
  await save({ emailProvider: "sendgrid" });
  expect(await sendTestEmail(owner)).toEqual({
    ok: false,
    message:
      "The test e-mail could not be sent: SendGrid is the e-mail provider, but no API key is stored. Enter it on the Integrations tab.",
  });
  await save({ emailProvider: "smtp" });
});

it("email: 'Send test e-mail' goes through the saved SMTP host, port, user and password", async () => {
  const { sendTestEmail } = await import("./test-email.ts");
  const { startSmtpCapture } = await import("../../tests/support/smtp-capture.ts");
  const smtp = await startSmtpCapture(0, { auth: { user: "mailer", pass: "right-password" } });
  const owner = { ...admin, email: "owner@example.test" };
  try {
    const server = { emailProvider: "smtp", smtpHost: "127.0.0.1", smtpPort: String(smtp.port) };
    await save({ ...server, smtpSecurity: "none", smtpUser: "mailer", smtpPassword: "wrong-password" });
    const refused = await sendTestEmail(owner);
    expect(refused.ok).toBe(false);
    expect(refused.message).toMatch(
      /^The test e-mail could not be sent: The mail server refused the user name, password or API key \(.*535/,
    );
    // The password is write-only: a save without it keeps the stored one.
    await save({ ...server, smtpSecurity: "none", smtpUser: "mailer", smtpPassword: "right-password" });
    await save({ ...server, smtpSecurity: "none", smtpUser: "mailer" });
    expect(await sendTestEmail(owner)).toEqual({
      ok: true,
      message: "Test e-mail sent to owner@example.test.",
    });
    const mail = await smtp.waitFor("owner@example.test");
    expect(mail).toMatchObject({ subject: "Test e-mail from your website", authUser: "mailer" });
  } finally {
    await save({ emailProvider: "smtp" });
    await smtp.close();
  }
});
