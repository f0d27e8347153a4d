import { BLOG_MESSAGES, type BlogActionResult, type PreviewResult } from "../../core/blog/admin-results.ts";
import { postInputFromFormData, SLUG_TAKEN_MESSAGE } from "../../core/blog/post-schema.ts";
import { getEnv } from "../env.ts";
import type { SessionUser } from "../session.ts";
import { createPost, deletePost, NOT_FOUND_MESSAGE, updatePost } from "./admin-posts.ts";
import { sanitizePostHtml } from "./sanitize.ts";

export type ActionOutcome = { status: number; body: BlogActionResult | PreviewResult };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The blog manager's writes, chosen by the form's `intent`: create, update, delete, and preview
 * (the content as the public page would show it). Bad input is answered with a message and a 4xx.
 */
export async function runBlogAdminAction(actor: SessionUser, form: FormData): Promise<ActionOutcome> {
  if (!actor.isAdmin) throw Response.json({ reason: "forbidden" }, { status: 403 });
  const intent = text(form, "intent");
  // In preview mode every visitor is the demo admin: the public blog must not be theirs to change.
  if (getEnv().PREVIEW_MODE && ["create", "update", "delete"].includes(intent)) {
    return { status: 403, body: { ok: false, intent, message: BLOG_MESSAGES.previewDisabled } };
  }
  switch (intent) {
    case "create":
    case "update": {
      const input = postInputFromFormData(form);
      const result =
        intent === "create"
          ? await createPost(actor, input)
          : await updatePost(actor, text(form, "id"), input);
      if (!result.ok) {
        const status =
          result.message === NOT_FOUND_MESSAGE ? 404 : result.message === SLUG_TAKEN_MESSAGE ? 409 : 400;
        return {
          status,
          body: {
            ok: false,
            intent,
            message: BLOG_MESSAGES.saveFailed(result.message),
            fields: result.fields,
          },
        };
      }
      return {
        status: 200,
        body: {
          ok: true,
          intent,
          message: intent === "create" ? BLOG_MESSAGES.created : BLOG_MESSAGES.updated,
        },
      };
    }
    case "delete": {
      if (!(await deletePost(actor, text(form, "id")))) {
        return {
          status: 404,
          body: { ok: false, intent, message: BLOG_MESSAGES.deleteFailed(NOT_FOUND_MESSAGE) },
        };
      }
      return { status: 200, body: { ok: true, intent, message: BLOG_MESSAGES.deleted } };
    }
    case "preview":
      return { status: 200, body: { intent, html: sanitizePostHtml(text(form, "content")) } };
    default:
      return { status: 400, body: { ok: false, intent, message: "Unknown action." } };
  }
}
