import { z } from "zod";
import { previewHtml } from "#server/campaigns/preview.ts";
import { postOnly } from "#server/http/method-not-allowed.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/messages-preview";

const previewSchema = z.object({
  subject: z.string().max(300).default(""),
  content: z.string().max(500_000).default(""),
});

/** POST /admin/messages/preview {subject, content}: the e-mail as subscribers will see it. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = previewSchema.safeParse(await request.json().catch(() => ({})));
  if (!parsed.success) return Response.json({ error: "Nothing to preview" }, { status: 400 });
  return Response.json({ html: await previewHtml(context.get(userContext), parsed.data) });
}

/** POST only: a GET answers 405 instead of an error page. */
export const loader = postOnly;
