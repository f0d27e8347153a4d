import { submitContactForm } from "#server/contact.ts";
import { clientAddressContext } from "#server/http/client-address.ts";
import { postOnly } from "#server/http/method-not-allowed.ts";
import { retryAfterHeaders } from "#server/http/retry-after.ts";
import { readRequestBody } from "../../lib/request-body.ts";
import type { Route } from "./+types/contact";

/**
 * POST /api/contact: the contact form's submit function (000 section 7). Takes {name, email,
 * company, service_needed, budget_range, subject, project_details, project_win, honeypot_field}
 * as JSON or form data and answers {success, message} (plus field and contactEmail on failure).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return Response.json({ success: false, message: "Method not allowed" }, { status: 405 });
  const result = await submitContactForm(await readRequestBody(request), {
    ip: context.get(clientAddressContext),
  });
  if (result.success) return Response.json(result);
  const { status, retryAfter: _seconds, ...body } = result;
  return Response.json(body, { status, headers: retryAfterHeaders(result) });
}

/** GET on this POST-only endpoint: 405. */
export const loader = postOnly;
