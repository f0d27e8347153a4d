/**
 * The `Retry-After` header of a refusal that says how long to wait (issue 35 item 4), for
 * `Response.json(..., { headers })` and React Router's `data(..., { headers })`.
 */
export function retryAfterHeaders(result: { retryAfter?: number }): Record<string, string> {
  return result.retryAfter ? { "Retry-After": String(result.retryAfter) } : {};
}

/** A route's `headers` export that keeps its action's Retry-After on the rendered page. */
export function actionRetryAfter({
  actionHeaders,
  parentHeaders,
}: {
  actionHeaders: Headers;
  parentHeaders: Headers;
}) {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
