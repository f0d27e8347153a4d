import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { BACKUP_PASSPHRASE_MIN, backupPassphraseMessages } from "../core/backup-passphrase.ts";
import { trustedProxyEntries, trustedProxyProblem } from "./http/trusted-proxies.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

/** Every setting the process reads; `.env.example` documents each with its default. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl,
  /** PGlite's shared_buffers: its part of the server's memory (server/db/client.ts). */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, "PGLITE_SHARED_BUFFERS must be a size such as 32MB")
    .default("32MB"),
  BASE_URL: optionalUrl,
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  // Password sign-in and sign-up attempts allowed per client address per minute.
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * Peers whose X-Forwarded-For names the client (server/http/trusted-proxies.ts): addresses and
   * CIDR ranges, `loopback` (a proxy on this host) or `none`.
   */
  TRUSTED_PROXIES: z
    .string()
    .default("loopback")
    .superRefine((value, ctx) => {
      for (const entry of value.split(/[\s,]+/).filter(Boolean)) {
        const problem = trustedProxyProblem(entry);
        if (problem) ctx.addIssue({ code: "custom", message: `TRUSTED_PROXIES: ${problem}` });
      }
    })
    .transform(trustedProxyEntries),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Agency <hello@localhost>"),
  PREVIEW_MODE: booleanFlag,
  /**
   * The passphrase `npm run backup` encrypts with and `npm run restore` opens with, when no
   * --passphrase is given (the command line only; the server never reads it).
   */
  BACKUP_PASSPHRASE: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().min(BACKUP_PASSPHRASE_MIN, backupPassphraseMessages.tooShort).optional()),
  /** age public keys (age1...) the daily backup is encrypted to; empty: DATA_DIR/backup-key.txt. */
  BACKUP_RECIPIENTS: z
    .string()
    .default("")
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(
      z.array(
        z
          .string()
          .regex(/^age1[0-9a-z]+$/, "BACKUP_RECIPIENTS must be age public keys (age1...), comma-separated"),
      ),
    ),
  /** The largest deliverable an admin may upload, in megabytes. */
  UPLOAD_MAX_MB: z.coerce.number().positive().max(10_240).default(50),
  /** Stored files go to this S3-compatible bucket instead of DATA_DIR/uploads (server/storage/s3.ts). */
  S3_BUCKET: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          "S3_BUCKET must be a bucket name (3-63 of a-z, 0-9, . and -)",
        )
        .optional(),
    ),
  /** An S3-compatible service's address (R2, B2, MinIO); AWS when empty. */
  S3_ENDPOINT: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(
      z
        .url({ protocol: /^https?$/, error: "S3_ENDPOINT must be an address such as https://s3.example.com" })
        .optional(),
    ),
  S3_REGION: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || "us-east-1"),
  S3_ACCESS_KEY_ID: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  S3_FORCE_PATH_STYLE: booleanFlag,
});

export type Env = z.infer<typeof envSchema> & { AUTH_SECRET: string; BASE_URL: string };

/** Reads `.env` (when present) without overriding variables already set in the environment. */
function loadDotEnv(file = ".env") {
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith("#")) continue;
    const [, key, raw] = match;
    const value = raw.replace(/^(['"])(.*)\1$/, "$2");
    if (process.env[key] === undefined) process.env[key] = value;
  }
}

export const authSecretNeeded =
  "AUTH_SECRET: set it (32+ characters, e.g. `openssl rand -base64 32`) when DATABASE_URL is set: every instance on the database must sign sessions with the same secret (docs/deploy.md)";

/**
 * The secret is generated once and kept in the data directory, so sessions survive restarts. With
 * PostgreSQL several instances may share the database, each with a data directory of its own: a
 * secret generated here would differ from theirs and sessions would work on one instance only. So
 * there a new secret is never generated (docs/decisions/028): an existing file (a server that ran
 * alone before) is kept, else AUTH_SECRET must be set.
 */
function storedSecret(dataDir: string, shared: boolean): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  if (shared) throw new EnvError(`Invalid configuration:\n  ${authSecretNeeded}`);
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export class EnvError extends Error {}

/** The S3 settings that only make sense together. */
function s3Problem(env: z.infer<typeof envSchema>) {
  const keys = [env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  if (keys === 1) {
    const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    return `${missing}: set it too (S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together)`;
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || keys)) {
    return "S3_BUCKET: set it to use S3 storage (S3_ENDPOINT or keys are set without a bucket)";
  }
  return null;
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const problem = s3Problem(env);
  if (problem) throw new EnvError(`Invalid configuration:\n  ${problem}`);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    AUTH_SECRET: env.AUTH_SECRET ?? storedSecret(dataDir, Boolean(env.DATABASE_URL)),
    BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
  };
}

let current: Env | undefined;

/** The parsed environment of this process, read once. */
export function getEnv(): Env {
  if (!current) {
    loadDotEnv();
    current = parseEnv();
  }
  return current;
}

/** Tests replace the environment of the process with their own. */
export function setEnv(env: Env) {
  current = env;
}
