/* (d) The window in which a mail can go out twice: between the SMTP server accepting a mail and
   the row being marked sent (a death inside it leaves the row claimable, and the mail goes again,
   with the same Message-ID). Delivers BENCH_WINDOW_MAILS outbox mails and a campaign to
   BENCH_WINDOW_SUBSCRIBERS through the loopback sink, which notes when it accepted each mail, and
   compares that with the row's sent_at (now() of the marking UPDATE, i.e. its start). The
   UPDATE's own duration, the rest of the window, is timed apart on the same database. */
import { sql } from "drizzle-orm";
import { startCampaignSender } from "../../server/campaigns/sender.ts";
import { rows } from "../../server/campaigns/sql-rows.ts";
import type { Db } from "../../server/db/client.ts";
import { createSettingsMailTransport } from "../../server/mail/settings-transport.ts";
import type { MailEnv, MailTransport } from "../../server/mail/transport.ts";
import { startMailWorker } from "../../server/mail/worker.ts";
import { configureMailEnv, onEachBackend } from "../support/mail-backends.ts";
import { queueCampaign, queueOutboxMails } from "../support/mail-queue.ts";
import { countDeliveries, createMailSink, type MailSink } from "../support/mail-sink.ts";
import { percentile } from "../support/percentiles.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const figures = (ms: number[]) =>
  `n ${String(ms.length).padStart(5)}  p50 ${percentile(ms, 50).toFixed(2).padStart(7)} ms  p99 ${percentile(ms, 99).toFixed(2).padStart(7)} ms  max ${Math.max(
    ...ms,
  )
    .toFixed(2)
    .padStart(7)} ms`;

/** The app's transport, noting when each send resolved in the app (the reply reached the sender). */
function timedTransport(env: MailEnv, resolvedAt: Map<string, number>): MailTransport {
  const transport = createSettingsMailTransport(env);
  return {
    async send(message) {
      const sent = await transport.send(message);
      resolvedAt.set(sent.messageId, performance.timeOrigin + performance.now());
      return sent;
    },
    close: () => transport.close(),
  };
}

type Spans = { total: number[]; reply: number[]; marking: number[] };

/** Per mail of one table: acceptance → sent_at, split at the moment send() resolved in the app. */
async function windows(
  db: Db,
  table: "mail_outbox" | "campaign_deliveries",
  sink: MailSink,
  resolvedAt: Map<string, number>,
) {
  const acceptedAt = new Map(sink.accepted.map((a) => [a.messageId, a.at]));
  const sent = await rows<{ messageId: string; sentMs: number }>(
    db,
    sql`select message_id as "messageId", extract(epoch from sent_at) * 1000 as "sentMs"
        from ${sql.identifier(table)} where status = 'sent'`,
  );
  const spans: Spans = { total: [], reply: [], marking: [] };
  for (const r of sent) {
    const at = acceptedAt.get(r.messageId);
    const resolved = resolvedAt.get(r.messageId);
    if (at === undefined || resolved === undefined) continue;
    spans.total.push(Number(r.sentMs) - at);
    spans.reply.push(resolved - at);
    spans.marking.push(Number(r.sentMs) - resolved);
  }
  return spans;
}

/** How long the marking UPDATE itself takes, on rows of the same table. */
async function markingMs(db: Db) {
  const ids = await rows<{ id: string }>(db, sql`select id from campaign_deliveries limit 200`);
  const ms: number[] = [];
  for (const { id } of ids) {
    const started = performance.now();
    await db.execute(sql`update campaign_deliveries set status = 'sent', sent_at = now(), locked_until = null,
      last_error = null where id = ${id}`);
    ms.push(performance.now() - started);
  }
  return ms;
}

export async function doubleSendWindow() {
  const mails = Number(process.env.BENCH_WINDOW_MAILS ?? 500);
  const subscribers = Number(process.env.BENCH_WINDOW_SUBSCRIBERS ?? 2000);
  const sink = createMailSink(25_000 + Math.floor(Math.random() * 5_000));
  const env = configureMailEnv(sink.url);
  console.log(`Double-send window: ${mails} outbox mails and a campaign to ${subscribers}, sent together`);
  await onEachBackend(async (database, label) => {
    const db = database.db;
    sink.accepted.length = 0;
    await sink.start();
    await queueCampaign(db, subscribers, "window");
    await queueOutboxMails(db, mails, "window");
    const resolvedAt = new Map<string, number>();
    const transport = timedTransport(env, resolvedAt);
    const worker = startMailWorker({ database, env, pollMs: 200, transport });
    const sender = startCampaignSender({ database, env, pollMs: 200, transport });
    while (sink.accepted.length < mails + subscribers) await sleep(100);
    await sleep(1_000);
    await worker.stop();
    await sender.stop();
    transport.close();
    await sink.stop();
    const { duplicates, lost } = countDeliveries(sink, mails + subscribers);
    console.log(`${label}: duplicates ${duplicates}, lost ${lost}`);
    for (const table of ["mail_outbox", "campaign_deliveries"] as const) {
      const spans = await windows(db, table, sink, resolvedAt);
      console.log(`  ${table}: acceptance → sent_at   ${figures(spans.total)}`);
      console.log(`    of which acceptance → send() resolved ${figures(spans.reply)}`);
      console.log(`    and send() resolved → sent_at         ${figures(spans.marking)}`);
    }
    console.log(`  then the UPDATE itself (not in sent_at)  ${figures(await markingMs(db))}`);
  });
}
