import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { copyPgliteTemplate, writePgliteTemplate } from "./pglite-template.ts";

/* Issue 13, item 5: the first start copies the build's migrated template instead of running
   initdb; it must give exactly a migrated database and never touch an existing one. */

let root: string;
let template: string;
const migrationCount = readdirSync(path.join(import.meta.dirname, "migrations")).filter((name) =>
  name.endsWith(".sql"),
).length;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "pglite-template-"));
  template = path.join(root, "template");
  await writePgliteTemplate(template);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function appliedMigrations(dataDir: string) {
  const database = await openDatabase({ dataDir, pgliteTemplate: template, migrate: false });
  try {
    const result = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0].n;
  } finally {
    await database.close();
  }
}

describe("the PGlite template of a first start", () => {
  it("is a cleanly closed, migrated PGlite directory and nothing else", () => {
    expect(existsSync(path.join(template, "PG_VERSION"))).toBe(true);
    expect(readdirSync(root)).toEqual(["template"]);
  });

  it("gives a new data directory every migration without running them", async () => {
    const dataDir = path.join(root, "fresh");
    expect(await appliedMigrations(dataDir)).toBe(migrationCount);
    expect(readdirSync(dataDir).sort()).toEqual(["pglite"]);
  });

  it("never replaces a database that exists: data survives a start with the template", async () => {
    const dataDir = path.join(root, "used");
    const database = await openDatabase({ dataDir, pgliteTemplate: template });
    await database.db.execute(sql`create table kept (v int)`);
    await database.db.execute(sql`insert into kept values (42)`);
    await database.close();

    const again = await openDatabase({ dataDir, pgliteTemplate: template });
    const result = await again.db.execute(sql`select v from kept`);
    await again.close();
    expect((result as unknown as { rows: { v: number }[] }).rows).toEqual([{ v: 42 }]);
  });

  it("replaces the half-made copy of an interrupted start, and skips a missing template", () => {
    const pgDir = path.join(root, "interrupted", "pglite");
    mkdirSync(`${pgDir}.partial`, { recursive: true });
    writeFileSync(path.join(`${pgDir}.partial`, "half"), "");
    copyPgliteTemplate(template, pgDir);
    expect(existsSync(path.join(pgDir, "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(pgDir, "half"))).toBe(false);
    expect(existsSync(`${pgDir}.partial`)).toBe(false);

    const none = path.join(root, "no-template", "pglite");
    copyPgliteTemplate(path.join(root, "missing"), none);
    expect(existsSync(none)).toBe(false);
  });
});
