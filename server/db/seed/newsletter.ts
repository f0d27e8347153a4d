import type { Db } from "../client.ts";
import { subscribers } from "../schema.ts";
import { addMinutes, daysAgo, notAfter } from "./dates.ts";
import { SUBSCRIBER_SOURCES, SUBSCRIBER_TAGS } from "./options.ts";
import { emailLocalPart, FIRST_NAMES, LAST_NAMES } from "./people.ts";
import type { Random } from "./random.ts";

const COUNT = 150;
const DAYS = 180;
const DOMAINS = ["example.com", "example.net", "example.org"] as const;

function uniqueEmail(rand: Random, used: Set<string>) {
  for (;;) {
    const first = rand.pick(FIRST_NAMES);
    const last = rand.pick(LAST_NAMES);
    const local = rand.weighted([
      [`${first}.${last}`, 5],
      [`${first[0]}${last}`, 3],
      [`${first}${rand.int(1, 99)}`, 2],
    ] as const);
    const email = `${emailLocalPart(local)}@${rand.pick(DOMAINS)}`;
    if (!used.has(email)) {
      used.add(email);
      return email;
    }
  }
}

/** Newsletter subscribers over six months, growing towards today; most confirmed, some tagged. */
export async function seedSubscribers(db: Db, rand: Random, now: Date) {
  const used = new Set<string>();
  const rows: (typeof subscribers.$inferInsert)[] = [];
  for (let i = 0; i < COUNT; i++) {
    // Half spread evenly, half weighted towards recent days: a list that keeps growing.
    const age = Math.floor(DAYS * (rand.chance(0.5) ? rand.next() : 1 - Math.sqrt(rand.next())));
    const subscribedAt = daysAgo(now, age, rand.int(12, 23), rand.int(0, 59));
    // Fresh sign-ups are often still waiting on the confirmation e-mail.
    const isConfirmed = rand.chance(age < 2 ? 0.4 : 0.85);
    const confirmedAt = isConfirmed ? notAfter(addMinutes(subscribedAt, rand.int(2, 600)), now) : null;
    rows.push({
      email: uniqueEmail(rand, used),
      source: rand.weighted(SUBSCRIBER_SOURCES.map((source, j) => [source, [55, 30, 15][j]] as const)),
      ipAddress: `198.51.100.${rand.int(1, 254)}`,
      isConfirmed,
      tags: SUBSCRIBER_TAGS.filter(() => rand.chance(0.3)),
      subscribedAt,
      confirmedAt,
      createdAt: subscribedAt,
      updatedAt: confirmedAt ?? subscribedAt,
    });
  }
  await db.insert(subscribers).values(rows);
  return rows.length;
}
