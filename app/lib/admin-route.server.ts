import { data } from "react-router";
import type { z } from "zod";
import { actionFailure, actionInvalid, actionOk } from "#server/action-result.ts";

/**
 * A back-office loader's read. A thrown Response (a guard's 403, a 404) passes through; anything else
 * is logged and becomes the page's error view with the specification's text.
 */
export async function loadOrFail<T>(
  what: string,
  message: string | ((error: unknown) => string),
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`[admin] loading ${what} failed:`, error);
    const text = typeof message === "string" ? message : message(error);
    throw data({ message: text }, { status: 500 });
  }
}

/** What a write says when it worked: the toast's text, and a warning when there is one. */
type Written = string | { message: string; warning?: string };

/**
 * One intent of a back-office action: refused input answers 400 with the schema's first message,
 * a write that worked answers its text, a failed one the route's failure alert (001 section 8).
 */
export async function runIntent<T>(
  intent: string,
  parsed: z.ZodSafeParseResult<T>,
  write: (input: T) => Promise<Written>,
  failure: string,
) {
  if (!parsed.success) return actionInvalid(intent, parsed.error);
  try {
    const written = await write(parsed.data);
    return typeof written === "string"
      ? actionOk(intent, written)
      : actionOk(intent, written.message, written.warning);
  } catch (error) {
    return actionFailure(error, intent, failure);
  }
}
