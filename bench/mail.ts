/* npm run bench:mail: sends a campaign to 10,000 confirmed subscribers through a loopback SMTP
   sink, on PGlite and (BENCH_DATABASE_URL, default the local server) PostgreSQL, and prints
   messages/s, received, duplicates (by Message-ID), lost and left pending; then again with the
   sink stopped for 30 s in the middle. No figure is asserted; see bench/README.md. */
import { sql } from "drizzle-orm";
import pg from "pg";
import { beginSending } from "../server/campaigns/begin.ts";
import { startCampaignSender } from "../server/campaigns/sender.ts";
import { rows } from "../server/campaigns/sql-rows.ts";
import { type Database, openDatabase, setDatabase } from "../server/db/client.ts";
import { appSettings, emailCampaigns } from "../server/db/schema.ts";
import { getEnv, parseEnv, setEnv } from "../server/env.ts";
import { createMailSink } from "./support/mail-sink.ts";

const COUNT = Number(process.env.BENCH_MAIL_COUNT ?? 10_000);
const OUTAGE_MS = Number(process.env.BENCH_MAIL_OUTAGE_MS ?? 30_000);
const PORT = 25_000 + Math.floor(Math.random() * 5_000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function run(database: Database, label: string, outage: boolean) {
  const db = database.db;
  await db.execute(sql`truncate subscribers, email_campaigns cascade`);
  await db.execute(sql`insert into subscribers (email, is_confirmed)
    select 'reader' || g || '@bench.test', true from generate_series(1, ${COUNT}) g`);
  await db
    .insert(appSettings)
    .values({ key: "emailSendRate", value: "1000" })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: "1000" } });
  const sink = createMailSink(PORT);
  await sink.start();
  const ids = sink.accepted;
  const [campaign] = await db
    .insert(emailCampaigns)
    .values({
      name: "Bench",
      subject: "Bench",
      content: '<p>Hello <a href="https://example.com/a">a</a></p>',
      recipients: ["all-subscribers"],
    })
    .returning({ id: emailCampaigns.id });
  const started = performance.now();
  await db.transaction((tx) => beginSending(tx, campaign.id));
  const sender = startCampaignSender({ database, env: getEnv(), pollMs: 1_000 });
  let outageDone = !outage;
  while (true) {
    await new Promise((r) => setTimeout(r, 200));
    if (!outageDone && ids.length >= COUNT / 2) {
      outageDone = true;
      await sink.stop();
      await new Promise((r) => setTimeout(r, OUTAGE_MS));
      await sink.start();
    }
    const [row] = await rows<{ status: string }>(
      db,
      sql`select status from email_campaigns where id = ${campaign.id}`,
    );
    const status = row?.status;
    if (status === "sent" || status === "failed") break;
  }
  const seconds = (performance.now() - started) / 1000;
  await sender.stop();
  await sink.stop();
  const [pending] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from campaign_deliveries where campaign_id = ${campaign.id} and status = 'queued'`,
  );
  const unique = new Set(ids.map((mail) => mail.messageId));
  const sending = outage ? seconds - OUTAGE_MS / 1000 : seconds;
  console.log(
    `${label.padEnd(28)} ${(COUNT / sending).toFixed(0).padStart(6)} msg/s  received ${ids.length}  duplicates ${ids.length - unique.size}  lost ${COUNT - unique.size}  pending ${pending.n}  (${seconds.toFixed(1)} s)`,
  );
}

async function main() {
  setEnv(
    parseEnv({
      NODE_ENV: "production",
      DATA_DIR: ".tmp/bench-mail",
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
      BASE_URL: "http://localhost:3000",
      SMTP_URL: `smtp://127.0.0.1:${PORT}`,
    }),
  );
  console.log(`${COUNT} confirmed subscribers, emailSendRate 1000, sink on 127.0.0.1:${PORT}`);
  const lite = await openDatabase({});
  setDatabase(lite);
  await run(lite, "PGlite", false);
  await run(lite, `PGlite, sink down ${OUTAGE_MS / 1000} s`, true);
  await lite.close();

  const name = `bench_mail_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message}`);
    return;
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const postgres = await openDatabase({ url: url.toString() });
  setDatabase(postgres);
  try {
    await run(postgres, "PostgreSQL", false);
    await run(postgres, `PostgreSQL, sink down ${OUTAGE_MS / 1000} s`, true);
  } finally {
    await postgres.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
