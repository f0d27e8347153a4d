import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, expect, inject, it, vi } from "vitest";
import { loadS3rver, startS3Server } from "../../tests/support/s3-server.ts";
import { uniqueDatabaseName, withDatabaseName } from "../../tests/support/test-database-names.ts";
import { type Db, openDatabase } from "../db/client.ts";
import { seedDemoData } from "../db/seed/index.ts";
import { parseEnv, setEnv } from "../env.ts";
import { createLocalDiskStorage } from "../storage/local-disk.ts";
import { createS3Storage } from "../storage/s3.ts";
import { createBackup, restoreBackup } from "./archive.ts";

/*
 * README 'Moving from the embedded database to PostgreSQL' (issue 33 item 3): a backup taken on
 * PGlite with files on disk, restored into an empty PostgreSQL database with files in a bucket.
 */
vi.setConfig({ testTimeout: 120_000 });

const serverUrl = process.env.TEST_DATABASE_URL;
const s3rver = loadS3rver();
const skipped = !serverUrl ? "TEST_DATABASE_URL is not set" : "missing" in s3rver ? s3rver.missing : null;
if (skipped) console.log(`PGlite to PostgreSQL move skipped: ${skipped}`);

const root = mkdtempSync(path.join(os.tmpdir(), "move-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const count = async (db: Db, table: string) =>
  (
    (await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0].n;

it.skipIf(Boolean(skipped))(
  "moves every table and file from PGlite and disk to PostgreSQL and S3",
  async () => {
    setEnv(
      parseEnv({
        NODE_ENV: "test",
        DATA_DIR: root,
        AUTH_SECRET: "m".repeat(40),
        BASE_URL: "http://localhost:3000",
      }),
    );
    const pglite = await openDatabase({
      loadDataDir: new Blob([readFileSync(inject("pgliteSnapshot"))]),
      migrate: false,
    });
    const disk = createLocalDiskStorage(path.join(root, "uploads"));
    await seedDemoData(pglite.db, { now: new Date("2026-11-01T12:00:00Z") });
    await disk.put("deliverables/p1/cut.mp4", new Blob([new Uint8Array([0, 1, 2, 250, 255])]).stream());
    await disk.put("client-files/p2/brief.pdf", new Blob(["%PDF-1.7 brief"]).stream());
    const archive = await createBackup(pglite.db, disk);
    // The demo data stores its review files (an image, PDFs) too: every stored file moves.
    let files = 0;
    for await (const _ of disk.list()) files++;
    expect(files).toBeGreaterThan(2);

    const name = uniqueDatabaseName("agency_move");
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const s3 = await startS3Server((s3rver as Exclude<typeof s3rver, { missing: string }>).S3rver);
    const postgres = await openDatabase({ url: withDatabaseName(serverUrl!, name) });
    try {
      const bucket = createS3Storage(s3.config);
      const manifest = await restoreBackup(postgres.db, bucket, archive);
      expect(manifest.files).toBe(files);
      for (const table of ["contacts", "projects", "invoices", "subscribers", "users"]) {
        expect(await count(postgres.db, table), table).toBe(await count(pglite.db, table));
      }
      const cut = await bucket.get("deliverables/p1/cut.mp4");
      expect([...new Uint8Array(await new Response(cut!.body).arrayBuffer())]).toEqual([0, 1, 2, 250, 255]);
      expect(await new Response((await bucket.get("client-files/p2/brief.pdf"))!.body).text()).toBe(
        "%PDF-1.7 brief",
      );
      // And a backup of the new home holds the bucket's files.
      const again = await createBackup(postgres.db, bucket);
      const restoredAgain = await openDatabase({
        loadDataDir: new Blob([readFileSync(inject("pgliteSnapshot"))]),
        migrate: false,
      });
      try {
        const target = createLocalDiskStorage(path.join(root, "restored"));
        expect((await restoreBackup(restoredAgain.db, target, again)).files).toBe(files);
        expect((await target.get("deliverables/p1/cut.mp4"))?.size).toBe(5);
      } finally {
        await restoredAgain.close();
      }
    } finally {
      await postgres.close();
      await pglite.close();
      await s3.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  },
);
