/* (b) The SMTP server down for BENCH_OUTAGE_SECONDS (default 600) while mail is queued: transactional
   outbox mails (half queued before, half during the outage) and a campaign, delivered by the app's
   own mail worker and campaign sender with their default timings. The sink (loopback SMTP) closes
   its port once a third has arrived and opens it again after the outage. Prints received,
   duplicates and lost by Message-ID, rows given up on, and how long the queue took to drain. */
import { sql } from "drizzle-orm";
import { startCampaignSender } from "../../server/campaigns/sender.ts";
import { rows } from "../../server/campaigns/sql-rows.ts";
import { startMailWorker } from "../../server/mail/worker.ts";
import { configureMailEnv, onEachBackend } from "../support/mail-backends.ts";
import { queueCampaign, queueOutboxMails } from "../support/mail-queue.ts";
import { countDeliveries, createMailSink } from "../support/mail-sink.ts";
import { secondsFromEnv } from "../support/percentiles.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function smtpOutage() {
  const outageMs = secondsFromEnv("BENCH_OUTAGE_SECONDS", 600);
  const outbox = Number(process.env.BENCH_OUTAGE_MAILS ?? 200);
  const subscribers = Number(process.env.BENCH_OUTAGE_SUBSCRIBERS ?? 2000);
  const sink = createMailSink(25_000 + Math.floor(Math.random() * 5_000));
  const env = configureMailEnv(sink.url);
  console.log(
    `SMTP outage of ${outageMs / 1000} s: ${outbox} outbox mails (half queued during the outage) and a campaign to ${subscribers}`,
  );
  await onEachBackend(async (database, label) => {
    const db = database.db;
    sink.accepted.length = 0;
    await sink.start();
    const before = Math.floor(outbox / 2);
    await queueOutboxMails(db, before, "before");
    await queueCampaign(db, subscribers, "outage");
    const worker = startMailWorker({ database, env });
    const sender = startCampaignSender({ database, env });
    while (sink.accepted.length < (before + subscribers) / 3) await sleep(50);
    await sink.stop();
    const downAt = performance.now();
    await queueOutboxMails(db, outbox - before, "during");
    await sleep(outageMs - (performance.now() - downAt));
    await sink.start();
    const upAt = performance.now();
    const [{ returned }] = await rows<{ returned: string }>(db, sql`select now()::text as returned`);
    const left = async () => {
      const [row] = await rows<{ n: number }>(
        db,
        sql`select (select count(*) from mail_outbox where status = 'pending')
                 + (select count(*) from campaign_deliveries where status = 'queued') as n`,
      );
      return Number(row.n);
    };
    // A refusal's back-off may hold a mail up to its next try after the server returns; give it an hour.
    while ((await left()) > 0 && performance.now() - upAt < 3_600_000) await sleep(500);
    const drainS = (performance.now() - upAt) / 1000;
    await worker.stop();
    await sender.stop();
    await sink.stop();
    const [given] = await rows<{ outbox: number; deliveries: number }>(
      db,
      sql`select (select count(*) from mail_outbox where status = 'failed')::int as outbox,
                 (select count(*) from campaign_deliveries where status in ('failed', 'bounced'))::int as deliveries`,
    );
    // When the last mail of each queue was marked sent, counted from the server's return.
    const [last] = await rows<{ outbox: number; campaign: number }>(
      db,
      sql`select extract(epoch from (select max(sent_at) from mail_outbox) - ${returned}::timestamptz)::float as outbox,
                 extract(epoch from (select max(sent_at) from campaign_deliveries) - ${returned}::timestamptz)::float as campaign`,
    );
    const { received, duplicates, lost } = countDeliveries(sink, outbox + subscribers);
    console.log(
      `${label.padEnd(11)} expected ${outbox + subscribers}  received ${received}  duplicates ${duplicates}  lost ${lost}` +
        `  given up: outbox ${given.outbox}, campaign ${given.deliveries}  still queued ${await left()}` +
        `  drained ${drainS.toFixed(1)} s after the server returned (last outbox mail ${Number(last.outbox).toFixed(1)} s,` +
        ` last campaign mail ${Number(last.campaign).toFixed(1)} s)`,
    );
  });
}
