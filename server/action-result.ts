import { data } from "react-router";
import type { z } from "zod";
import { ActionError } from "./admin-access.ts";

/** What every admin action answers; the page turns it into a toast. */
export type ActionResult =
  | { ok: true; intent: string; message: string; warning?: string }
  | { ok: false; intent: string; error: string };

/** A success, optionally with a warning the admin should see (a duplicate e-mail, say). */
export function actionOk(intent: string, message: string, warning?: string): ActionResult {
  return warning ? { ok: true, intent, message, warning } : { ok: true, intent, message };
}

/** Refused input: 400 with the schema's first message. */
export function actionInvalid(intent: string, error: z.ZodError | string) {
  const message = typeof error === "string" ? error : (error.issues[0]?.message ?? "Please check the form");
  return data<ActionResult>({ ok: false, intent, error: message }, { status: 400 });
}

/**
 * An unexpected failure of an action (a failing database, say): logged under `what`, and answered
 * with the page's own failure body as a 503, so that it never looks like bad input (400).
 */
export function unexpectedFailure<T>(what: string, error: unknown, body: T) {
  console.error(`${what} failed:`, error);
  return data(body, { status: 503 });
}

/**
 * A failed write. Known refusals keep their message and status; a 403 from a guard passes through;
 * anything else is logged and answered with the page's own failure text (001 section 8), as a
 * 503 so that a failing database never looks like bad input.
 */
export function actionFailure(error: unknown, intent: string, fallback: string) {
  if (error instanceof Response) throw error;
  if (error instanceof ActionError) {
    return data<ActionResult>({ ok: false, intent, error: error.message }, { status: error.status });
  }
  return unexpectedFailure<ActionResult>(`[admin] ${intent}`, error, { ok: false, intent, error: fallback });
}

/** The intent field of a submitted form ('' when missing). */
export function intentOf(form: FormData): string {
  const intent = form.get("intent");
  return typeof intent === "string" ? intent : "";
}
