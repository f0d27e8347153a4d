import { postOnly } from "#server/http/method-not-allowed.ts";
import { unsubscribe } from "#server/newsletter.ts";
import { isOneClickUnsubscribe } from "../../lib/one-click.ts";
import { readRequestBody } from "../../lib/request-body.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

/**
 * POST /api/newsletter/unsubscribe: {token, reason, feedback} as JSON (000 section 7), or the
 * RFC 8058 one-click POST a mail provider sends (`List-Unsubscribe=One-Click`, token in the query).
 */
export async function action({ request }: Route.ActionArgs) {
  const body = await readRequestBody(request);
  const params = new URL(request.url).searchParams;
  const input = isOneClickUnsubscribe(body) ? { token: params.get("token") ?? "" } : body;
  const result = await unsubscribe(input, undefined, params.get("c") ?? undefined);
  return result.ok
    ? Response.json({ success: true, email: result.email })
    : Response.json({ error: result.message }, { status: result.status });
}

/** GET on this POST-only endpoint: 405. */
export const loader = postOnly;
