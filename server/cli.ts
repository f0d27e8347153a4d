/**
 * Command line for set-up and tests:
 *   user:create --email E --password P [--name N] [--admin]
 *   seed:demo
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { openDatabase, setDatabase } from "./db/client.ts";
import { DataDirInUseError } from "./db/data-dir-lock.ts";
import { seedDemoData } from "./db/seed/index.ts";
import { EnvError, getEnv } from "./env.ts";
import { createVerifiedUser, UserExistsError } from "./users.ts";

const [command, ...rest] = process.argv.slice(2);

async function withDatabase<T>(work: () => Promise<T>) {
  const env = getEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  setDatabase(database);
  try {
    return await work();
  } finally {
    await database.close();
  }
}

async function userCreate() {
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      admin: { type: "boolean", default: false },
    },
  });
  if (!values.email || !values.password) {
    throw new UsageError("Usage: npm run user:create -- --email E --password P [--name N] [--admin]");
  }
  const user = await withDatabase(() =>
    createVerifiedUser({
      email: values.email!,
      password: values.password!,
      name: values.name,
      admin: values.admin,
    }),
  );
  console.log(`Created ${user.admin ? "admin" : "client"} user ${user.email} (${user.id})`);
}

async function seedDemo() {
  const counts = await withDatabase(async () => {
    const { getDb } = await import("./db/client.ts");
    return seedDemoData(getDb());
  });
  console.log(
    `Seeded demo data: ${Object.entries(counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(", ")}`,
  );
}

class UsageError extends Error {}

const commands: Record<string, () => Promise<void>> = { "user:create": userCreate, "seed:demo": seedDemo };

try {
  const run = commands[command ?? ""];
  if (!run)
    throw new UsageError(`Unknown command '${command ?? ""}'. Commands: ${Object.keys(commands).join(", ")}`);
  await run();
} catch (error) {
  const known = [UsageError, UserExistsError, DataDirInUseError, EnvError].some((k) => error instanceof k);
  if (error instanceof z.ZodError) console.error(error.issues.map((i) => i.message).join("; "));
  else console.error(known || error instanceof Error ? (error as Error).message : error);
  process.exitCode = 1;
}
