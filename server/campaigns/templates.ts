import { desc, eq } from "drizzle-orm";
import { CAMPAIGN_MESSAGES, templateSchema } from "../../core/campaigns/compose.ts";
import { ActionError, assertAdmin, refuseInPreview } from "../admin-access.ts";
import { recordAudit } from "../audit.ts";
import { type Db, getDb } from "../db/client.ts";
import { emailCampaigns, emailTemplates } from "../db/schema.ts";
import { getEnv } from "../env.ts";
import type { SessionUser } from "../session.ts";
import { sanitizeCampaignHtml } from "./content.ts";

/* E-mail templates: a name, a category and a starting subject and content for Compose. */

export async function listTemplates(actor: SessionUser | null, db: Db = getDb()) {
  assertAdmin(actor);
  // 001 section 1: 'Template loading is also skipped in preview mode' (an empty grid).
  if (getEnv().PREVIEW_MODE) return [];
  return db.select().from(emailTemplates).orderBy(desc(emailTemplates.createdAt));
}

function parse(input: unknown) {
  const parsed = templateSchema.safeParse(input);
  if (!parsed.success) throw new ActionError(parsed.error.issues[0].message);
  return { ...parsed.data, content: sanitizeCampaignHtml(parsed.data.content) };
}

export async function saveTemplate(
  actor: SessionUser | null,
  id: string | undefined,
  input: unknown,
  db: Db = getDb(),
) {
  assertAdmin(actor);
  refuseInPreview(CAMPAIGN_MESSAGES.preview);
  const values = parse(input);
  if (!id) {
    const [row] = await db.insert(emailTemplates).values(values).returning({ id: emailTemplates.id });
    return row.id;
  }
  const [row] = await db
    .update(emailTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(emailTemplates.id, id))
    .returning({ id: emailTemplates.id });
  if (!row) throw new ActionError("This template does not exist", 404);
  return row.id;
}

export async function duplicateTemplate(actor: SessionUser | null, id: string, db: Db = getDb()) {
  assertAdmin(actor);
  refuseInPreview(CAMPAIGN_MESSAGES.preview);
  const [source] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id));
  if (!source) throw new ActionError("This template does not exist", 404);
  const [row] = await db
    .insert(emailTemplates)
    .values({
      name: `${source.name} (copy)`,
      category: source.category,
      subject: source.subject,
      content: source.content,
    })
    .returning({ id: emailTemplates.id });
  return row.id;
}

export async function deleteTemplate(actor: SessionUser | null, id: string, db: Db = getDb()) {
  assertAdmin(actor);
  refuseInPreview(CAMPAIGN_MESSAGES.preview);
  const [row] = await db
    .delete(emailTemplates)
    .where(eq(emailTemplates.id, id))
    .returning({ id: emailTemplates.id, name: emailTemplates.name });
  if (!row) throw new ActionError("This template does not exist", 404);
  await recordAudit(actor, "template.delete", row.name, { templateId: id }, db);
}

/** Save as Template: the campaign's subject and content become a new template. */
export async function templateFromCampaign(
  actor: SessionUser | null,
  campaignId: string,
  name: string,
  db: Db = getDb(),
) {
  assertAdmin(actor);
  refuseInPreview(CAMPAIGN_MESSAGES.preview);
  const [campaign] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaignId));
  if (!campaign) throw new ActionError("This campaign does not exist", 404);
  return saveTemplate(
    actor,
    undefined,
    {
      name: name.trim() || campaign.name,
      category: "Campaigns",
      subject: campaign.subject,
      content: campaign.content,
    },
    db,
  );
}
