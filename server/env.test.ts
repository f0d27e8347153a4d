import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "env-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => path.join(root, `data-${n++}`);
const secret = "s".repeat(40);

describe("the auth secret of several instances (issue 33 item 2)", () => {
  it("on the embedded database: generated once into DATA_DIR and kept", () => {
    const DATA_DIR = freshDir();
    const first = parseEnv({ DATA_DIR }).AUTH_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(DATA_DIR, "auth-secret"))).toBe(true);
    expect(parseEnv({ DATA_DIR }).AUTH_SECRET).toBe(first);
  });

  it("with DATABASE_URL and no AUTH_SECRET: refuses to start, naming AUTH_SECRET, and writes nothing", () => {
    const DATA_DIR = freshDir();
    const start = () => parseEnv({ DATA_DIR, DATABASE_URL: "postgres://postgres@127.0.0.1:5432/agency" });
    expect(start).toThrow(EnvError);
    expect(start).toThrow(
      /AUTH_SECRET: set it .*every instance on the database must sign sessions with the same secret/,
    );
    expect(existsSync(path.join(DATA_DIR, "auth-secret"))).toBe(false);
  });

  it("two instances on one database given the same AUTH_SECRET agree on it", () => {
    const shared = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/agency", AUTH_SECRET: secret };
    const a = parseEnv({ ...shared, DATA_DIR: freshDir() });
    const b = parseEnv({ ...shared, DATA_DIR: freshDir() });
    expect(a.AUTH_SECRET).toBe(secret);
    expect(b.AUTH_SECRET).toBe(a.AUTH_SECRET);
  });

  it("a server that ran alone before moving to PostgreSQL keeps its generated secret (sessions survive)", () => {
    const DATA_DIR = freshDir();
    mkdirSync(DATA_DIR, { recursive: true });
    writeFileSync(path.join(DATA_DIR, "auth-secret"), `${"k".repeat(43)}\n`);
    const env = parseEnv({ DATA_DIR, DATABASE_URL: "postgres://postgres@127.0.0.1:5432/agency" });
    expect(env.AUTH_SECRET).toBe("k".repeat(43));
  });
});

describe("S3 settings (issue 33 item 1)", () => {
  const base = { DATA_DIR: freshDir(), AUTH_SECRET: secret };

  it("local disk without S3_BUCKET; the bucket's settings with it", () => {
    expect(parseEnv(base).S3_BUCKET).toBeUndefined();
    const env = parseEnv({
      ...base,
      S3_BUCKET: "agency-files",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "key",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(env).toMatchObject({
      S3_BUCKET: "agency-files",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it.each([
    [{ S3_BUCKET: "Not_A_Bucket" }, "S3_BUCKET: S3_BUCKET must be a bucket name"],
    [{ S3_BUCKET: "files", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT: S3_ENDPOINT must be an address"],
    [{ S3_BUCKET: "files", S3_ACCESS_KEY_ID: "id" }, "S3_SECRET_ACCESS_KEY: set it too"],
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, "S3_BUCKET: set it to use S3 storage"],
    [{ S3_BUCKET: "files", S3_FORCE_PATH_STYLE: "yes" }, "S3_FORCE_PATH_STYLE"],
  ])("refuses %o with a message naming the variable", (settings, message) => {
    expect(() => parseEnv({ ...base, ...settings })).toThrow(message);
  });
});
