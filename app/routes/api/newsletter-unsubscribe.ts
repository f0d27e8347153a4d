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
  const input = isOneClickUnsubscribe(body)
    ? { token: new URL(request.url).searchParams.get("token") ?? "" }
    : body;
  const result = await unsubscribe(input);
  return result.ok
    ? Response.json({ success: true, email: result.email })
    : Response.json({ error: result.message }, { status: result.status });
}
