import { count } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { listTemplates } from "./campaigns/templates.ts";
import { contacts, emailTemplates } from "./db/schema.ts";
import { preparePreview, previewAdminEmail } from "./preview.ts";
import { getUser } from "./session.ts";

// Hashes passwords and writes whole demo worlds: under a loaded CI machine this takes far longer
// than a unit test, so this file alone gets more time (wall-clock is never asserted).
vi.setConfig({ testTimeout: 90_000 });

const testDb = useTestDatabase({ env: { PREVIEW_MODE: "true" } });

describe("preview mode", () => {
  it("fills an empty database with demo data and signs every visitor in as the demo admin", async () => {
    await preparePreview();
    const [{ n }] = await testDb.db().select({ n: count() }).from(contacts);
    expect(n).toBeGreaterThan(20);
    const user = await getUser(new Request("http://localhost/admin"));
    expect(user).toMatchObject({ email: previewAdminEmail, isAdmin: true });
  });

  it("skips loading the e-mail templates (001 section 1), though the demo data has some", async () => {
    const [{ n }] = await testDb.db().select({ n: count() }).from(emailTemplates);
    expect(n).toBeGreaterThan(0);
    expect(await listTemplates(await getUser(new Request("http://localhost/admin/messages")))).toEqual([]);
  });

  it("prepares again on a database that already has data, without seeding twice", async () => {
    const [{ before }] = await testDb.db().select({ before: count() }).from(contacts);
    await preparePreview();
    const [{ after }] = await testDb.db().select({ after: count() }).from(contacts);
    expect(after).toBe(before);
  });
});
