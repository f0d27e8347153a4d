import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client.ts";
import { withIndexesRebuilt } from "./support/bulk-load.ts";

/** How much data the admin benchmark loads (DESIGN.md quality bar). */
export const SIZES = {
  contacts: 100_000,
  submissions: 100_000,
  subscribers: 1_000_000,
  transactions: 200_000,
  invoices: 20_000,
};

const BIG_TABLES = [
  "contacts",
  "contact_submissions",
  "subscribers",
  "transactions",
  "invoices",
  "invoice_items",
];

/** A cheap, unique, ordered UUID per row; the table digit keeps ids of different tables apart. */
const uuid = (table: number, n = "g") =>
  `('00000000-0000-4000-8${table}00-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

const first = `(array['Olivia','Liam','Emma','Noah','Ava','Mateo','Sophia','Lucas','Mia','Ethan','Amara','Yuki','Zara','Omar','Ines','Kofi','Lena','Ravi','Nina','Jonas'])`;
const last = `(array['Garcia','Smith','Nguyen','Martin','Okafor','Rossi','Kim','Silva','Novak','Haddad','Berg','Costa','Dubois','Tanaka','Patel','Walsh','Moreau','Singh','Meyer','Lopez','Khan','Ward','Ito','Adams','Fox','Lund','Diaz','Cruz','Shaw','Vega'])`;
const companies = `(array['Northwind','Acme','Globex','Initech','Umbrella','Stark Media','Wayne Studio','Hooli','Vandelay','Pied Piper'])`;

/** Fills the big tables with SQL generate_series, secondary indexes dropped around the load. */
export async function fill(db: Db, log: (step: string, ms: number) => void, only?: "revenue") {
  const step = async (name: string, query: string) => {
    const started = performance.now();
    await db.execute(sql.raw(query));
    log(name, performance.now() - started);
  };
  await withIndexesRebuilt(db, BIG_TABLES, log, async () => {
    await step(
      `${SIZES.contacts.toLocaleString("en")} contacts`,
      `insert into contacts (id, name, email, phone, company, position, source, status, value, score, service_interest, created_at, updated_at)
     select ${uuid(1)}, ${first}[1 + g % 20] || ' ' || ${last}[1 + (g / 20) % 30],
       lower(${first}[1 + g % 20] || '.' || ${last}[1 + (g / 20) % 30]) || g || '@example.test',
       '+1 555 ' || lpad((g % 10000)::text, 4, '0'),
       case when g % 4 = 0 then null else ${companies}[1 + g % 10] || ' ' || (g % 997) end,
       (array['CEO','Marketing Lead','Founder','Producer'])[1 + g % 4],
       (array['Website','Referral','Social Media','Event','Other'])[1 + g % 5],
       (array['new','contacted','qualified','proposal','negotiation','closed','lost'])[1 + g % 7]::contact_status,
       case when g % 6 = 0 then null else ((g * 37) % 40000)::numeric end,
       (g * 13) % 101,
       (array['Media Production','Marketing Strategy','Brand Consulting'])[1 + g % 3],
       now() - g * interval '5 minutes', now() - g * interval '4 minutes'
     from generate_series(1, ${SIZES.contacts}) g`,
    );
    if (only !== "revenue")
      await step(
        `${SIZES.submissions.toLocaleString("en")} contact submissions`,
        `insert into contact_submissions (id, name, email, company, service_needed, subject, project_details, message, budget_range, status, contact_id, submitted_at, created_at, updated_at)
     select ${uuid(2)}, c.name, c.email, c.company,
       (array['media-production','marketing-strategy','brand-consulting','full-package'])[1 + g % 4],
       'Project enquiry ' || g, 'We need help with a launch campaign, number ' || g, 'A win is more qualified leads.',
       (array['under-500','500-1000','1000-3000','3000-5000','5000-10000','10000-20000','20000-30000','30000-plus'])[1 + g % 8],
       (case when g % 20 = 0 then 'new' when g % 20 < 4 then 'in_progress' when g % 20 < 15 then 'completed' else 'archived' end)::submission_status,
       c.id, c.created_at, c.created_at, c.created_at
     from generate_series(1, ${SIZES.submissions}) g join contacts c on c.id = ${uuid(1)}`,
      );
    if (only !== "revenue")
      await step(
        `${SIZES.subscribers.toLocaleString("en")} subscribers`,
        `insert into subscribers (id, confirmation_token, unsubscribe_token, email, source, is_confirmed, subscribed_at, confirmed_at, created_at, updated_at)
     select ${uuid(3)}, ${uuid(4)}, ${uuid(5)}, 'reader' || g || '@mail' || (g % 97) || '.test',
       (array['website','blog','landing-page'])[1 + g % 3], g % 3 <> 0,
       now() - g * interval '1 minute', case when g % 3 <> 0 then now() - g * interval '1 minute' end,
       now() - g * interval '1 minute', now() - g * interval '1 minute'
     from generate_series(1, ${SIZES.subscribers}) g`,
      );
    // Transactions over about 19 years (one every 50 minutes), all categories, some pending; the
    // search finds 'retainer' in one description in 50.
    await step(
      `${SIZES.transactions.toLocaleString("en")} transactions`,
      `insert into transactions (id, contact_id, amount, type, category, description, date, status, created_at)
     select ${uuid(6)}, ${uuid(1, `(1 + (g * 5) % ${SIZES.contacts})`)}, ((100 + (g * 53) % 9000) + (g % 100) / 100.0)::numeric,
       (case when g % 4 = 0 then 'expense' else 'income' end)::transaction_type,
       case when g % 4 = 0 then (array['Equipment','Software','Marketing','Office Supplies','Travel','Contractors','Other Expenses'])[1 + g % 7]
         else (array['Video Production','Marketing Strategy','Brand Consulting','Content Creation','Photography','Social Media Management','Other Income'])[1 + g % 7] end,
       case when g % 50 = 0 then 'Monthly recurring retainer ' || g else 'Invoice ' || g end, (now() - g * interval '50 minutes')::date,
       (case when g % 9 = 0 then 'pending' else 'completed' end)::transaction_status,
       now() - g * interval '50 minutes'
     from generate_series(1, ${SIZES.transactions}) g`,
    );
    await step(
      `${SIZES.invoices.toLocaleString("en")} invoices with 2 lines each`,
      `with i as (
       insert into invoices (id, number, contact_id, status, issue_date, due_date, tax_rate, discount, subtotal, tax, total, amount_paid, created_at)
       select ${uuid(7)}, 'INV-1999-' || lpad(g::text, 6, '0'), ${uuid(1, `(1 + (g * 7) % ${SIZES.contacts})`)},
         (array['draft','sent','partially_paid','paid','void'])[1 + g % 5]::invoice_status,
         (now() - g * interval '6 hours')::date, (now() - g * interval '6 hours' + interval '30 days')::date,
         8.25, 0, 1000, 82.5, 1082.5, case when g % 5 = 2 then 500 when g % 5 = 3 then 1082.5 else 0 end,
         now() - g * interval '6 hours'
       from generate_series(1, ${SIZES.invoices}) g
       returning id)
     insert into invoice_items (invoice_id, position, description, quantity, unit_price, amount)
     select i.id, p, 'Line ' || p, 1, 500, 500 from i, generate_series(0, 1) p`,
    );
  });
  await step("vacuum analyze", `vacuum analyze ${BIG_TABLES.join(", ")}`);
}
