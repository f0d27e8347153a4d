import type { Db } from "../client.ts";
import { type contactStatus, contacts } from "../schema.ts";
import { CONTACT_NOTES, CONTACT_TAGS, PROJECT_DETAILS } from "./crm-text.ts";
import { addDays, daysAgo, money } from "./dates.ts";
import { CONTACT_SOURCES, SERVICE_INTERESTS, type ServiceInterest } from "./options.ts";
import { BUSINESSES, type Business, demoPhone, emailLocalPart, POSITIONS, TEAM } from "./people.ts";
import type { Random } from "./random.ts";

type ContactStatus = (typeof contactStatus.enumValues)[number];
type NewContact = typeof contacts.$inferInsert;
export type SeededContact = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  status: ContactStatus;
};

/** How many generated contacts of each status; the two portal clients come on top (closed). */
const STATUS_PLAN: readonly (readonly [ContactStatus, number])[] = [
  ["new", 9],
  ["contacted", 8],
  ["qualified", 7],
  ["proposal", 6],
  ["negotiation", 5],
  ["closed", 8],
  ["lost", 5],
];

/** Score range and age range (days since created) by status: later stages score higher and are older. */
const PROFILE: Record<ContactStatus, { score: [number, number]; age: [number, number] }> = {
  new: { score: [30, 78], age: [0, 20] },
  contacted: { score: [35, 75], age: [5, 45] },
  qualified: { score: [55, 85], age: [10, 90] },
  proposal: { score: [60, 90], age: [15, 120] },
  negotiation: { score: [68, 95], age: [20, 150] },
  closed: { score: [75, 99], age: [30, 330] },
  lost: { score: [8, 45], age: [20, 300] },
};

const VALUE_RANGE: Record<ServiceInterest, [number, number]> = {
  "Media Production": [4000, 45000],
  "Marketing Strategy": [2500, 20000],
  "Brand Consulting": [3000, 30000],
};

const ACTIVE: readonly ContactStatus[] = ["contacted", "qualified", "proposal", "negotiation"];

/** The clients of the portal tests (tests/e2e): they own projects, see deliverables and billing. */
export const PORTAL_CLIENTS = [
  { name: "Jordan Client", email: "client@example.test", company: "Acme Coffee Co.", score: 92 },
  { name: "Sam Second", email: "client2@example.test", company: "Northwind Studio", score: 84 },
] as const;

function buildContact(rand: Random, now: Date, name: string, status: ContactStatus, business: Business) {
  const profile = PROFILE[status];
  const service = rand.pick(SERVICE_INTERESTS);
  const [low, high] = VALUE_RANGE[service];
  const age = rand.int(...profile.age);
  const createdAt = daysAgo(now, age, rand.int(14, 23), rand.int(0, 59));
  const lastContact =
    status === "new" ? null : daysAgo(now, rand.int(0, Math.min(age, ACTIVE.includes(status) ? 14 : 60)));
  const followUpSoon = ACTIVE.includes(status) ? rand.chance(0.75) : status === "new" && rand.chance(0.4);
  const row: NewContact = {
    name,
    email: `${emailLocalPart(name)}@${business.domain}`,
    phone: rand.chance(0.75) ? demoPhone(rand.pick(["214", "469", "972"]), rand.int(0, 99)) : null,
    company: business.name,
    position: rand.pick(POSITIONS),
    source: rand.weighted(CONTACT_SOURCES.map((source, i) => [source, [30, 25, 20, 15, 10][i]] as const)),
    status,
    value:
      ["new", "contacted", "lost"].includes(status) && rand.chance(0.2)
        ? null
        : money(rand.int(low, high), 250),
    tags: [business.industry, ...rand.sample(CONTACT_TAGS, rand.int(0, 2))],
    notes: rand.pick(CONTACT_NOTES[status]),
    lastContact,
    // A few follow-ups are already past due, as in any real pipeline.
    nextFollowUp: followUpSoon ? addDays(now, rand.int(-2, 14)) : null,
    assignedTo: status === "new" ? null : rand.pick(TEAM),
    score: rand.int(...profile.score),
    serviceInterest: service,
    projectDetails: rand.pick(PROJECT_DETAILS[service]),
    createdAt,
    updatedAt: lastContact ?? createdAt,
  };
  return row;
}

function buildPortalClients(now: Date): NewContact[] {
  return PORTAL_CLIENTS.map((client, i) => ({
    name: client.name,
    email: client.email,
    phone: demoPhone("214", 10 + i),
    company: client.company,
    position: i === 0 ? "Owner" : "Creative Director",
    source: i === 0 ? "Referral" : "Website",
    status: "closed" as const,
    value: i === 0 ? "38500.00" : "12000.00",
    tags: i === 0 ? ["restaurant", "retainer"] : ["agency", "video"],
    notes: CONTACT_NOTES.closed[i],
    lastContact: daysAgo(now, 3 + i * 4),
    nextFollowUp: addDays(now, 7 + i * 3),
    assignedTo: TEAM[i],
    score: client.score,
    serviceInterest: i === 0 ? "Brand Consulting" : "Media Production",
    projectDetails: i === 0 ? PROJECT_DETAILS["Brand Consulting"][0] : PROJECT_DETAILS["Media Production"][0],
    createdAt: daysAgo(now, 300 - i * 150),
    updatedAt: daysAgo(now, 3 + i * 4),
  }));
}

/** CRM contacts across every status and score band, plus the two portal clients. */
export async function seedContacts(db: Db, rand: Random, now: Date, nextName: () => string) {
  const rows = buildPortalClients(now);
  const businesses = rand.shuffle(BUSINESSES);
  for (const [status, count] of STATUS_PLAN) {
    for (let i = 0; i < count; i++) {
      rows.push(buildContact(rand, now, nextName(), status, businesses[rows.length % businesses.length]));
    }
  }
  const inserted = await db.insert(contacts).values(rows).returning({
    id: contacts.id,
    name: contacts.name,
    email: contacts.email,
    company: contacts.company,
    status: contacts.status,
  });
  return inserted satisfies SeededContact[];
}
