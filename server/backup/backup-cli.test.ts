import { execFileSync, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { users } from "../db/schema.ts";

/* Issue 35, item 2, from outside: `npm run backup` and `npm run restore` with a passphrase from the
   option and from BACKUP_PASSPHRASE, and the `age` command of the README opening both kinds of
   archive (a passphrase through the terminal it insists on, a key file with -i). */

const hasAge = spawnSync("age", ["--version"]).status === 0;
if (!hasAge) console.log("age is not installed (Debian: apt-get install -y age): its two checks are skipped");

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "backup-cli-"));
});
afterAll(() => rm(work, { recursive: true, force: true }));

const PASSPHRASE = "correct horse battery staple";

function cli(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["server/cli.ts", ...args], {
    encoding: "utf8",
    env: {
      ...process.env,
      NODE_ENV: "production",
      BASE_URL: "",
      DATABASE_URL: "",
      AUTH_SECRET: "x".repeat(40),
      ...env,
    },
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

const manifestOf = async (zipFile: string) =>
  JSON.parse(strFromU8(unzipSync(new Uint8Array(await readFile(zipFile)))["manifest.json"]));

describe("npm run backup / restore", () => {
  it("round-trips a data directory through an encrypted archive", async () => {
    const source = path.join(work, "source");
    const target = path.join(work, "target");
    const archive = path.join(work, "by-option.zip.age");
    const created = cli(["user:create", "--email", "kept@example.test", "--password", "kept-password"], {
      DATA_DIR: source,
    });
    expect(created.out).toContain("Created client user");

    const backup = cli(["backup", archive, "--passphrase", PASSPHRASE], { DATA_DIR: source });
    expect(backup.out).toContain("encrypted with the passphrase");
    expect(backup.code).toBe(0);
    const short = cli(["backup", path.join(work, "x.zip.age"), "--passphrase", "short"], {
      DATA_DIR: source,
    });
    expect(short).toMatchObject({ code: 1 });
    expect(short.out).toContain("at least 12 characters");

    const wrong = cli(["restore", archive, "--passphrase", "not the right one"], { DATA_DIR: target });
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain("The passphrase does not open this backup.");
    const restored = cli(["restore", archive], { DATA_DIR: target, BACKUP_PASSPHRASE: PASSPHRASE });
    expect(restored.out).toContain("everyone signs in again");
    expect(restored.code).toBe(0);

    const database = await openDatabase({ dataDir: target });
    try {
      expect((await database.db.select().from(users)).map((u) => u.email)).toEqual(["kept@example.test"]);
    } finally {
      await database.close();
    }
  }, 420_000);

  it.skipIf(!hasAge)(
    "the age command opens a passphrase archive and a daily one by hand",
    async () => {
      const source = path.join(work, "source");
      const byPassphrase = path.join(work, "by-option.zip.age");
      const out = path.join(work, "by-hand.zip");
      // age reads a passphrase only from a terminal: `script` gives it one and types into it.
      execFileSync("script", ["-qec", `age -d -o ${out} ${byPassphrase}`, "/dev/null"], {
        input: `${PASSPHRASE}\n`,
      });
      expect((await manifestOf(out)).format).toBe("agency-backup");

      const byKey = path.join(work, "by-key.zip.age");
      expect(cli(["backup", byKey], { DATA_DIR: source }).out).toContain(
        `the key in ${path.join(source, "backup-key.txt")}`,
      );
      const keyOut = path.join(work, "by-key.zip");
      execFileSync("age", ["-d", "-i", path.join(source, "backup-key.txt"), "-o", keyOut, byKey]);
      expect((await manifestOf(keyOut)).leftOut).toContain("sessions");
    },
    120_000,
  );
});
