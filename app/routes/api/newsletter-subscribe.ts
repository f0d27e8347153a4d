import { redirect } from "react-router";
import { clientAddressContext } from "#server/http/client-address.ts";
import { postOnly } from "#server/http/method-not-allowed.ts";
import { retryAfterHeaders } from "#server/http/retry-after.ts";
import { subscribe } from "#server/newsletter.ts";
import { localPath, withQuery } from "../../lib/local-path.ts";
import { readRequestBody, wantsJson } from "../../lib/request-body.ts";
import type { Route } from "./+types/newsletter-subscribe";

/**
 * POST /api/newsletter/subscribe {email, source}: JSON for the enhanced form and scripts; a plain
 * HTML form post (before JavaScript loads) is sent back to its page with the outcome in the query.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readRequestBody(request);
  const result = await subscribe(body, { ip: context.get(clientAddressContext) });
  if (wantsJson(request)) {
    return result.ok
      ? Response.json({ outcome: result.outcome, message: result.message })
      : Response.json(
          { error: result.message },
          { status: result.status, headers: retryAfterHeaders(result) },
        );
  }
  const outcome = result.ok ? result.outcome : result.status === 400 ? "invalid" : "error";
  const source = typeof body.source === "string" ? body.source : "website";
  throw redirect(
    withQuery(
      localPath(body.redirect_to),
      { newsletter: outcome, newsletter_source: source },
      `newsletter-${source}`,
    ),
    303,
  );
}

/** GET on this POST-only endpoint: 405. */
export const loader = postOnly;
