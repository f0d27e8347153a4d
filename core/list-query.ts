import "./zod-jitless.ts";
import { z } from "zod";

/** A search term from the URL: trimmed, at most 100 characters, '' when absent. */
export const searchTerm = z
  .string()
  .trim()
  .max(100)
  .catch("")
  .default("")
  .transform((v) => v.slice(0, 100));

/** A 1-based page number from the URL; anything odd is page 1. */
export const pageNumber = z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1);

/** An id field of an action. */
export const recordId = z.uuid("This record does not exist");

export function fromSearchParams(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params.entries());
}

/** Builds a query string from the non-default values only, for links and exports. */
export function toSearch(
  values: Record<string, string | number | undefined>,
  defaults: Record<string, unknown> = {},
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === "" || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
