import { postOnly } from "#server/http/method-not-allowed.ts";
import { confirmSubscription } from "#server/newsletter.ts";
import { readRequestBody } from "../../lib/request-body.ts";
import type { Route } from "./+types/newsletter-confirm";

/** POST /api/newsletter/confirm {token}: the confirm call of 000 section 7; {data} or {error}. */
export async function action({ request }: Route.ActionArgs) {
  const { token } = await readRequestBody(request);
  const result = await confirmSubscription(token);
  return result.ok
    ? Response.json({ data: { email: result.email, confirmed: true } })
    : Response.json({ error: { message: result.message } }, { status: result.status });
}

/** GET on this POST-only endpoint: 405. */
export const loader = postOnly;
