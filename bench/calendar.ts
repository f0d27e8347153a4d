/**
 * `npm run bench:calendar` (issue 30 item 7): 2,000 projects, 50,000 tasks, 8,000 milestones and a
 * year of follow-ups, campaigns and invoices, then the server time of the project board, one
 * project page, a calendar month and week, and the iCalendar feed (built, and its kept text), then
 * the scans of every statement those send (EXPLAIN). PGlite, and PostgreSQL when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set. Short: a fill of a few seconds, 5 runs each.
 */
import { sql } from "drizzle-orm";
import { feedRange } from "../core/calendar/feed.ts";
import { clearWrittenEvents, feedCalendar, feedResponse } from "../server/calendar/feed.ts";
import { clearFeedCache } from "../server/calendar/feed-cache.ts";
import { renewFeedToken } from "../server/calendar/feed-token.ts";
import { agencyDays, gatherCalendar } from "../server/calendar/gather.ts";
import { calendarPage } from "../server/calendar/page.ts";
import { type Database, type Db, setDatabase } from "../server/db/client.ts";
import { projects, users } from "../server/db/schema.ts";
import { loadProjectBoard } from "../server/projects/board-page.ts";
import { loadProjectPage } from "../server/projects/project-page.ts";
import { createRealtimeHub } from "../server/realtime.ts";
import type { SessionUser } from "../server/session.ts";
import { onEachEngine } from "./support/each-engine.ts";
import { loadAverage, timeRuns } from "./support/percentiles.ts";
import { capturedPlans } from "./support/query-plans.ts";

// Issue 30 item 7: the board, a project page, a calendar month and the feed under 150 ms each.
const BUDGET_MS = 150;
const BASE_URL = "http://localhost:3000";
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const NOW = new Date();
let failures = 0;
const ms = (n: number) => `${n.toFixed(1).padStart(8)} ms`;

/**
 * Times `work`, after `before` (untimed) when given. A part of a request's work (`part`) is printed
 * without the budget, which is for what a request meets.
 */
async function timePage(
  label: string,
  work: () => Promise<unknown>,
  { before, part = false }: { before?: () => Promise<unknown>; part?: boolean } = {},
) {
  const samples = await timeRuns(RUNS, work, before);
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  const worst = samples.at(-1) ?? 0;
  if (part) {
    console.log(
      `  ${label.padEnd(44)} median ${ms(median)}   max ${ms(worst)}   (part, or in the background)`,
    );
    return;
  }
  if (worst >= BUDGET_MS) failures++;
  console.log(
    `  ${label.padEnd(44)} median ${ms(median)}   max ${ms(worst)}   ${worst < BUDGET_MS ? "ok" : `OVER ${BUDGET_MS} ms`}`,
  );
}

/** Everything in SQL (generate_series): the same fill on both engines, in a few seconds. */
async function fill(db: Db) {
  const step = async (label: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(statement);
    console.log(`  ${label.padEnd(44)} ${ms(performance.now() - started)}`);
  };
  // Days around today: the fill spans six months back and six ahead.
  const day = (expr: string) => sql.raw(`(current_date + ((${expr})::int - 182))`);
  await step(
    "5,000 contacts, a year of follow-ups",
    sql`
    insert into contacts (name, email, company, status, next_follow_up)
    select 'Contact ' || i, 'contact' || i || '@bench.test', 'Company ' || (i % 400), 'contacted',
           case when i % 4 = 0 then null else (${day("i % 365")})::timestamp at time zone 'UTC' end
    from generate_series(1, 5000) i`,
  );
  await step(
    "2,000 projects",
    sql`
    insert into projects (name, client_id, status, value, start_date, end_date)
    select 'Project ' || i, (select id from contacts order by id offset (i % 5000) limit 1),
           (array['planning','in_progress','review','completed','on_hold'])[1 + i % 5]::project_status,
           1000 + i, ${day("i % 300")}, ${day("i % 300 + 60")}
    from generate_series(1, 2000) i`,
  );
  await step(
    "50,000 tasks (25 a project)",
    sql`
    insert into project_tasks (project_id, title, position, due_date, done, done_at)
    select p.id, 'Task ' || t, t, ${day("(p.rn * 7 + t * 13) % 365")}, t % 3 = 0,
           case when t % 3 = 0 then now() - (t || ' hours')::interval end
    from (select id, row_number() over (order by id) rn from projects) p, generate_series(1, 25) t`,
  );
  await step(
    "8,000 milestones (4 a project)",
    sql`
    insert into project_milestones (project_id, title, position, due_date, done)
    select p.id, 'Milestone ' || m, m, ${day("(p.rn * 11 + m * 29) % 365")}, m = 1
    from (select id, row_number() over (order by id) rn from projects) p, generate_series(1, 4) m`,
  );
  await step(
    "104 campaigns (two a week)",
    sql`
    insert into email_campaigns (name, subject, content, status, scheduled_for, sent_at)
    select 'Campaign ' || i, 'Subject ' || i, '<p>x</p>',
           (case when i < 52 then 'sent' else 'scheduled' end)::campaign_status,
           now() + ((i - 52) * 3.5 || ' days')::interval,
           case when i < 52 then now() + ((i - 52) * 3.5 || ' days')::interval end
    from generate_series(1, 104) i`,
  );
  await step(
    "2,400 invoices (200 a month)",
    sql`
    insert into invoices (number, contact_id, status, issue_date, due_date, subtotal, tax, total)
    select 'INV-BENCH-' || i, (select id from contacts order by id offset (i % 5000) limit 1),
           (array['sent','paid','partially_paid','draft'])[1 + i % 4]::invoice_status,
           ${day("(i * 5) % 365 - 30")}, ${day("(i * 5) % 365")}, 100, 0, 100
    from generate_series(1, 2400) i`,
  );
  await step("analyze", sql`analyze`);
}

async function run(database: Database, label: string) {
  setDatabase(database);
  const db = database.db;
  console.log(`\n== ${label}: filling`);
  await fill(db);
  const [user] = await db
    .insert(users)
    .values({
      email: `bench-${label.toLowerCase()}@example.test`,
      name: "Bench",
      emailVerified: true,
      role: "admin",
    })
    .returning();
  const admin: SessionUser = {
    id: user.id,
    email: user.email,
    name: "Bench",
    emailVerified: true,
    isAdmin: true,
    twoFactorEnabled: false,
  };
  const [project] = await db.select({ id: projects.id }).from(projects).limit(1);
  const token = (await renewFeedToken(admin))
    .split("/")
    .pop()
    ?.replace(/\.ics$/, "");
  const month = `${NOW.toISOString().slice(0, 8)}01`;
  const monthParams = new URLSearchParams(`view=month&date=${month}`);
  const weekParams = new URLSearchParams(`view=week&date=${NOW.toISOString().slice(0, 10)}`);
  // The feed's text is kept while the process listens to the live channel, as the server does.
  const hub = createRealtimeHub(database);
  await hub.start();
  console.log(`\n== ${label}: server time (${RUNS} runs after a warm-up), load ${loadAverage()}`);
  await timePage("project board (2,000 projects)", () => loadProjectBoard(admin, new URLSearchParams(), NOW));
  await timePage("project page (25 tasks, 4 milestones)", () => loadProjectPage(admin, project.id));
  let count = 0;
  let total = 0;
  await timePage("calendar month (every kind)", async () => {
    const page = await calendarPage(admin, monthParams, NOW);
    count = page.items.length;
    total = Object.values(page.counts).reduce((a, b) => a + b, 0);
  });
  console.log(`  ${"".padEnd(44)} ${count.toLocaleString("en")} items sent of ${total.toLocaleString("en")}`);
  await timePage("calendar week (every item of 7 days)", async () => {
    count = (await calendarPage(admin, weekParams, NOW)).items.length;
  });
  console.log(`  ${"".padEnd(44)} ${count.toLocaleString("en")} items in the week`);
  // The feed's build in its two parts (the reads, then the text), then as a poll meets it.
  const agency = await agencyDays(db, NOW);
  let items: Awaited<ReturnType<typeof gatherCalendar>> = [];
  await timePage(
    "iCalendar feed: its items read",
    async () => {
      items = await gatherCalendar(admin, feedRange(agency.today), { agency, db, leaveOutDoneWork: true });
    },
    { part: true },
  );
  console.log(`  ${"".padEnd(44)} ${items.length.toLocaleString("en")} events`);
  await timePage(
    "iCalendar feed: every event written",
    async () => {
      clearWrittenEvents();
      await feedCalendar(items, BASE_URL);
    },
    { part: true },
  );
  const changed = items.map((item, i) => (i % 100 === 0 ? { ...item, title: `${item.title}*` } : item));
  let flip = false;
  await timePage(
    "iCalendar feed: 1 % of events written again",
    async () => {
      flip = !flip;
      await feedCalendar(flip ? changed : items, BASE_URL);
    },
    { part: true },
  );
  let bytes = 0;
  await timePage(
    "iCalendar feed, first build (nothing kept)",
    async () => {
      clearFeedCache();
      clearWrittenEvents();
      bytes = (await (await feedResponse(token, NOW)).arrayBuffer()).byteLength;
    },
    { part: true },
  );
  const megabytes = Math.round((bytes / 1024 / 1024) * 10) / 10;
  console.log(`  ${"".padEnd(44)} ${megabytes} MB of iCalendar (30 days back, 180 ahead, no done work)`);
  await timePage(
    "iCalendar feed, built again (events kept)",
    async () => {
      clearFeedCache();
      await (await feedResponse(token, NOW)).arrayBuffer();
    },
    { part: true },
  );
  await timePage("iCalendar feed, a poll (kept text)", async () => {
    await (await feedResponse(token, NOW)).arrayBuffer();
  });
  // A poll just after a change: answered from the kept text while the text is built again.
  await timePage(
    "iCalendar feed, a poll just after a change",
    () => feedResponse(token, NOW).then((response) => response.arrayBuffer()),
    {
      before: async () => {
        await db.execute(
          sql`update project_tasks set title = title || '*' where id = (select id from project_tasks where not done limit 1)`,
        );
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    },
  );
  await hub.stop();

  console.log(`\n== ${label}: scans of each statement (EXPLAIN)`);
  const plans = await capturedPlans(database, async () => {
    await loadProjectBoard(admin, new URLSearchParams(), NOW);
    await calendarPage(admin, monthParams, NOW);
    await calendarPage(admin, weekParams, NOW);
    clearFeedCache();
    await feedResponse(token, NOW);
  });
  for (const plan of plans) {
    if (
      !plan.scans.some((scan) =>
        /project_tasks|project_milestones|projects|contacts|invoices|email_campaigns/.test(scan),
      )
    )
      continue;
    console.log(`  ${plan.query}`);
    for (const scan of plan.scans) console.log(`      ${scan}`);
  }
}

await onEachEngine("calendar", run, {
  postgresUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
  env: { BASE_URL },
});
console.log(
  failures ? `\n${failures} figure(s) over ${BUDGET_MS} ms` : `\nEvery figure under ${BUDGET_MS} ms`,
);
process.exitCode = failures ? 1 : 0;
