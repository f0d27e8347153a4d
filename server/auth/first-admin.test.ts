import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { SETUP_USED_MESSAGE } from "#core/first-admin-schema.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { setupTokens, users } from "../db/schema.ts";
import {
  adminExists,
  createFirstAdmin,
  forgetAdminSeen,
  prepareFirstAdminLink,
  setupTokenValid,
} from "./first-admin.ts";

const testDb = useTestDatabase();
const tokenOf = (link: string) => link.split("/setup/")[1];

afterEach(async () => {
  await testDb.db().delete(setupTokens);
  await testDb.db().delete(users).where(eq(users.role, "admin"));
  forgetAdminSeen();
});

describe("the first admin without a terminal", () => {
  it("prints a one-time link while no admin exists; the link creates the owner account, once", async () => {
    expect(await adminExists()).toBe(false);
    const link = await prepareFirstAdminLink("http://localhost:3000/");
    expect(link).toMatch(/^http:\/\/localhost:3000\/setup\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link!);
    // Only the hash is kept: the database alone does not give the link away.
    const stored = await testDb.db().select().from(setupTokens);
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toContain(token);
    expect(await setupTokenValid(token)).toBe(true);
    expect(await setupTokenValid("x".repeat(43))).toBe(false);

    const owner = await createFirstAdmin(token, { email: "owner@agency.test", password: "a-long-password" });
    expect(owner).toMatchObject({ email: "owner@agency.test", admin: true });
    const [row] = await testDb.db().select().from(users).where(eq(users.email, "owner@agency.test"));
    expect(row).toMatchObject({ role: "admin", emailVerified: true });
    expect(await adminExists()).toBe(true);
    await expect(
      createFirstAdmin(token, { email: "stranger@evil.test", password: "a-long-password" }),
    ).rejects.toThrow(SETUP_USED_MESSAGE);
    expect(await prepareFirstAdminLink("http://localhost:3000")).toBeNull();
  });

  it("a link printed by another instance works too, and the first one used ends them all", async () => {
    const first = tokenOf((await prepareFirstAdminLink("http://a.test"))!);
    const second = tokenOf((await prepareFirstAdminLink("http://b.test"))!);
    await createFirstAdmin(second, { email: "owner2@agency.test", password: "a-long-password" });
    forgetAdminSeen();
    await expect(
      createFirstAdmin(first, { email: "late@agency.test", password: "a-long-password" }),
    ).rejects.toThrow(SETUP_USED_MESSAGE);
    expect(await testDb.db().select().from(setupTokens)).toEqual([]);
  });

  it("a refused account (an address already taken) leaves the link usable", async () => {
    await testDb
      .db()
      .insert(users)
      .values({ id: crypto.randomUUID(), email: "taken@agency.test", name: "T" });
    const token = tokenOf((await prepareFirstAdminLink("http://a.test"))!);
    await expect(
      createFirstAdmin(token, { email: "taken@agency.test", password: "a-long-password" }),
    ).rejects.toThrow("An account with this email already exists.");
    expect(await setupTokenValid(token)).toBe(true);
  });
});
