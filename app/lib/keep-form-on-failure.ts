import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A write whose request never got a real answer (connection dropped, a 502 page from a proxy) must
 * not replace the page with an error view: the open dialog and what was typed stay, and the page
 * shows its own failure alert (001 section 8). Route modules with an action export
 * `clientAction = keepFormOnFailure((form, reason) => ({ ...their failure result }))` and
 * `shouldRevalidate = skipRevalidationAfterFailure`.
 */

/** Marks a failure answered in the browser, so that the loaders are not asked again over a dead line. */
export const TRANSPORT_FAILURE = "transportFailure";

/** Why the request failed, in words for the '{message}' part of the specification's alerts. */
export function transportFailureReason(error: unknown): string {
  if (isRouteErrorResponse(error)) return serverAnsweredReason(error.status, error.statusText);
  return CONNECTION_LOST_REASON;
}

export const CONNECTION_LOST_REASON = "the connection was lost. Please try again.";

/** An answer that is not the action's own (a proxy's 502 page, a guard's 403), in words. */
export function serverAnsweredReason(status: number, statusText = ""): string {
  return `the server answered ${status}${statusText ? ` ${statusText}` : ""}. Please try again.`;
}

/**
 * Whether a thrown error is a real answer of our server that the route's error view should show:
 * a guard's 403 (session ended, not an admin) or a 404. Anything else is a failed request.
 */
export function isServerRefusal(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) && (error.status === 401 || error.status === 403 || error.status === 404)
  );
}

/**
 * The submitted fields as a form: form data as it is, a JSON object's text fields (pages that
 * submit JSON, such as the Message Center and Settings, send their intent that way).
 */
async function submittedFields(request: Request): Promise<FormData> {
  const form = new FormData();
  try {
    if (!request.headers.get("content-type")?.includes("application/json")) return await request.formData();
    const body: unknown = await request.json();
    if (body && typeof body === "object")
      for (const [key, value] of Object.entries(body)) if (typeof value === "string") form.set(key, value);
  } catch {}
  return form;
}

type ClientActionArgs = { request: Request; serverAction: <T = unknown>() => Promise<T> };

export function keepFormOnFailure<R extends object>(failure: (form: FormData, reason: string) => R) {
  return async ({ request, serverAction }: ClientActionArgs) => {
    // Read the form first: the server action consumes the request's body.
    const form = await submittedFields(request.clone());
    try {
      return await serverAction();
    } catch (error) {
      // A thrown Response is the action's own answer (a redirect after a delete): let it through.
      if (error instanceof Response || isServerRefusal(error)) throw error;
      console.warn("[action] request failed:", error);
      return { ...failure(form, transportFailureReason(error)), [TRANSPORT_FAILURE]: true };
    }
  };
}

/** After a failed request the page keeps its data instead of reloading it over the same dead line. */
export function skipRevalidationAfterFailure({
  actionResult,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, "actionResult" | "defaultShouldRevalidate">): boolean {
  if (actionResult && typeof actionResult === "object" && TRANSPORT_FAILURE in actionResult) return false;
  return defaultShouldRevalidate;
}

/**
 * The root's data (the signed-in user, public flags) changes only through a submission or a reload,
 * so moving from one page to another does not ask for it again. Besides saving a query per click,
 * this keeps a failed navigation's error at the page (inside its frame) instead of the whole document.
 */
export function skipRootOnPlainNavigation(
  args: Pick<
    ShouldRevalidateFunctionArgs,
    "actionResult" | "defaultShouldRevalidate" | "formMethod" | "currentUrl" | "nextUrl"
  >,
): boolean {
  const { formMethod, currentUrl, nextUrl } = args;
  const plainNavigation =
    !formMethod && currentUrl.pathname !== nextUrl.pathname && currentUrl.search === nextUrl.search;
  if (plainNavigation) return false;
  return skipRevalidationAfterFailure(args);
}

/**
 * The usual `clientAction` of a back-office route: the failed intent's own alert (001 section 8),
 * as the action result the page already shows.
 */
export function keepFormWithAlert(alertFor: (intent: string, reason: string) => string) {
  return keepFormOnFailure((form, reason) => {
    const intent = String(form.get("intent") ?? "");
    return { ok: false as const, intent, error: alertFor(intent, reason) };
  });
}
