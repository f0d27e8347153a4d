import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { clientMessages, contacts, profiles } from "#server/db/schema.ts";
import { createActor, createClientWorld } from "../../../tests/support/portal-data.ts";
import { outcome, portalRouteArgs, postForm } from "../../../tests/support/portal-route-args.ts";
import { useTestDatabase } from "../../../tests/support/test-database.ts";
import * as assets from "./assets.tsx";
import * as billing from "./billing.tsx";
import * as dashboard from "./dashboard.tsx";
import * as layout from "./layout.tsx";
import * as messages from "./messages.tsx";
import * as profile from "./profile.tsx";
import * as projects from "./projects.tsx";
import * as settings from "./settings.tsx";

/* Route-level checks of the client portal: the guard for visitors, and every page's loader and
   action for one client, tried with another client's ids. */

const testDb = useTestDatabase();
let alice: Awaited<ReturnType<typeof createClientWorld>>;
let bob: Awaited<ReturnType<typeof createClientWorld>>;

beforeAll(async () => {
  alice = await createClientWorld("alice");
  bob = await createClientWorld("bob");
});

const as = (world: { user: { id: string; email: string } } | null, path: string, init?: RequestInit) =>
  portalRouteArgs(world ? { ...world.user, isAdmin: false } : null, path, init);

/** Alice posts the messages form with these fields. */
const aliceSends = (fields: Record<string, string>) =>
  messages.action(as(alice, "/client-portal/messages", postForm(fields)));

/**
 * With `table` gone (a failing database), `run` answers 503 with the page's own failure body and
 * logs the error under `logged`.
 */
async function expectFailureWithoutTable(
  table: string,
  run: () => unknown,
  body: Record<string, unknown>,
  logged: string,
) {
  vi.mocked(console.error).mockImplementation(() => {});
  await testDb.withoutTable(table, async () => {
    expect(await outcome(run)).toEqual({ status: 503, data: body });
    expect(console.error).toHaveBeenCalledWith(logged, expect.anything());
  });
}

async function runMiddleware(args: ReturnType<typeof as>) {
  for (const middleware of layout.middleware) await middleware(args, async () => new Response());
}

describe("the portal guard", () => {
  it("sends visitors to /login, remembering the page", async () => {
    const result = await outcome(() => runMiddleware(as(null, "/client-portal/billing")));
    expect(result.status).toBe(302);
    expect(result.location).toBe("/login?redirectTo=%2Fclient-portal%2Fbilling");
  });

  it("links a signed-in client's verified e-mail to their CRM record before the loaders run", async () => {
    const user = await createActor({ email: "late@example.test" });
    const [contact] = await testDb
      .db()
      .insert(contacts)
      .values({ name: "Late", email: user.email })
      .returning();
    const args = portalRouteArgs(user, "/client-portal");
    // The session guard needs a real cookie; here the user is already in the context.
    await layout.middleware[1](args, async () => new Response());
    const [row] = await testDb.db().select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row.userId).toBe(user.id);
  });
});

describe("every portal page shows a client only their own records", () => {
  it("dashboard, projects, assets and billing", async () => {
    const home = await dashboard.loader(as(alice, "/client-portal"));
    expect(home.recent.map((p) => p.id)).toEqual([alice.project.id]);
    expect(home.stats).toEqual({ active: 1, completed: 0, totalInvestment: "$1,000.00" });

    const list = await projects.loader(as(alice, "/client-portal/projects?filter=active"));
    expect(list.projects.map((p) => p.id)).toEqual([alice.project.id]);
    expect((await projects.loader(as(alice, "/client-portal/projects?filter=completed"))).projects).toEqual(
      [],
    );

    const files = await assets.loader(as(alice, "/client-portal/assets"));
    expect(files.assets.map((a) => a.id)).toEqual([alice.deliverable.id]);

    const money = await billing.loader(as(alice, "/client-portal/billing"));
    expect(money.transactions.map((t) => [t.id, t.amount, t.projectName])).toEqual([
      [alice.transaction.id, "+$400.00", alice.project.name],
    ]);
    expect(money.summary).toEqual({
      totalPaid: "$400.00",
      projectValue: "$1,000.00",
      outstanding: "$600.00",
    });
  });

  it("messages and the layout's unread count", async () => {
    const page = await messages.loader(as(alice, "/client-portal/messages"));
    expect(page.messages.map((m) => m.content)).toEqual(["alice says hello"]);
    expect(page.projects).toEqual([{ id: alice.project.id, name: alice.project.name }]);
    const shell = await layout.loader(as(alice, "/client-portal"));
    expect(shell).toMatchObject({ unread: 0, identity: { company: "Client" } });
  });
});

describe("a client's writes touch only their own records", () => {
  it("a message about another client's project is refused with the spec's text", async () => {
    const result = await outcome(() =>
      aliceSends({ intent: "send", content: "Sneaky", projectId: bob.project.id }),
    );
    expect(result).toMatchObject({
      status: 400,
      data: { ok: false, error: "Failed to send message. Please try again." },
    });
    const rows = await testDb.db().select().from(clientMessages).where(eq(clientMessages.content, "Sneaky"));
    expect(rows).toEqual([]);
  });

  it("a blank message is refused; a message about their own project is sent", async () => {
    const blank = await outcome(() => aliceSends({ content: "  " }));
    expect(blank).toEqual({
      status: 400,
      data: { ok: false, error: "Failed to send message. Please try again." },
    });
    const sent = await outcome(() =>
      aliceSends({ intent: "send", content: "About my project", projectId: alice.project.id }),
    );
    expect(sent).toMatchObject({ status: 200, data: { ok: true } });
  });

  it("a failing database while sending gets the page's failure text, logged, as 503, not a 400", async () => {
    await expectFailureWithoutTable(
      "client_messages",
      () => aliceSends({ intent: "send", content: "Lost in transit", projectId: alice.project.id }),
      { ok: false, error: "Failed to send message. Please try again." },
      "[portal] send message failed:",
    );
  });

  it("the profile action writes only the acting user's profile, whatever ids the form carries", async () => {
    const result = await outcome(() =>
      profile.action(
        as(
          alice,
          "/client-portal/profile",
          postForm({ id: bob.user.id, fullName: "Alice Anders", company: "Acme" }),
        ),
      ),
    );
    expect(result.data).toEqual({ ok: true });
    const rows = await testDb.db().select().from(profiles);
    expect(rows.map((r) => [r.id, r.fullName])).toEqual([[alice.user.id, "Alice Anders"]]);
    const page = await profile.loader(as(bob, "/client-portal/profile"));
    // Bob's page starts from his own CRM contact (if any), never from what Alice saved.
    expect(page.profile).toMatchObject({ email: bob.user.email });
    expect(page.profile.fullName).not.toBe("Alice Anders");
  });

  it("a bad phone number gets its message, not a 500", async () => {
    const result = await outcome(() =>
      profile.action(as(alice, "/client-portal/profile", postForm({ phone: "call me" }))),
    );
    expect(result).toMatchObject({
      status: 400,
      data: {
        ok: false,
        error: "Failed to update profile. Please try again.",
        fieldErrors: { phone: "Please enter a valid phone number" },
      },
    });
  });

  it("a failing database gets the page's failure text, logged, as 503 as in every other action", async () => {
    await expectFailureWithoutTable(
      "profiles",
      () => profile.action(as(alice, "/client-portal/profile", postForm({ fullName: "Alice Anders" }))),
      { ok: false, error: "Failed to update profile. Please try again.", fieldErrors: {} },
      "[portal] update profile failed:",
    );
  });

  it("preferences start at true, true, false and save for the acting user only", async () => {
    expect((await settings.loader(as(bob, "/client-portal/settings"))).preferences).toEqual({
      email_updates: true,
      project_notifications: true,
      marketing_emails: false,
    });
    await settings.action(
      as(alice, "/client-portal/settings", postForm({ marketing_emails: "true", id: bob.user.id })),
    );
    expect((await settings.loader(as(alice, "/client-portal/settings"))).preferences).toEqual({
      email_updates: false,
      project_notifications: false,
      marketing_emails: true,
    });
    expect((await settings.loader(as(bob, "/client-portal/settings"))).preferences.marketing_emails).toBe(
      false,
    );
  });

  it("a value no switch sends is bad input: 400 with its message", async () => {
    const result = await outcome(() =>
      settings.action(as(alice, "/client-portal/settings", postForm({ email_updates: "maybe" }))),
    );
    expect(result).toEqual({ status: 400, data: { ok: false, error: "Invalid preferences" } });
  });

  it("a failing database while saving preferences gets the page's failure text, logged, as 503", async () => {
    await expectFailureWithoutTable(
      "profiles",
      () => settings.action(as(alice, "/client-portal/settings", postForm({ email_updates: "true" }))),
      { ok: false, error: "Failed to update settings. Please try again." },
      "[portal] update preferences failed:",
    );
  });
});
