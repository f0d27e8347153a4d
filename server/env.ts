import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

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
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Agency <hello@localhost>"),
  PREVIEW_MODE: booleanFlag,
  /** The largest deliverable an admin may upload, in megabytes. */
  UPLOAD_MAX_MB: z.coerce.number().positive().max(10_240).default(50),
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

/** The secret is generated once and kept in the data directory, so sessions survive restarts. */
function storedSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export class EnvError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    AUTH_SECRET: env.AUTH_SECRET ?? storedSecret(dataDir),
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
