import type { MiddlewareHandler } from "hono";
import { findControlCharacters, hasControlCharacters } from "../../core/input-text.ts";
import { bodyLimitFor, isStreamedUploadPath } from "./input-limits.ts";

/**
 * The one input layer in front of every route, action and endpoint of the HTTP shell (issue 19):
 * bad input is answered here with a 4xx and a message, so it never reaches a query as a 500.
 * - a method other than GET, HEAD or POST: 405;
 * - a path or query holding NUL or another control character (or undecodable): 400;
 * - a POST body of another type than form data or JSON: 415; over the path's limit: 413;
 *   JSON that does not parse, or form data that does not parse: 400;
 *   a control character in any field or key: 400.
 * Routes still validate their own fields (lengths, formats) with their zod schemas.
 */
export const inputGuard: MiddlewareHandler = async (c, next) => {
  const request = c.req.raw;
  if (!["GET", "HEAD", "POST"].includes(request.method)) {
    return refuse(405, "Method not allowed", { Allow: "GET, HEAD, POST" });
  }
  const problem = urlProblem(request.url);
  if (problem) return refuse(400, problem);
  if (request.method !== "POST") return next();

  const pathname = new URL(request.url).pathname;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const declared = Number(request.headers.get("content-length") ?? "0");
  const limit = bodyLimitFor(pathname);
  // Deliverable uploads stream to storage under their own limit (server/http/form-data.ts).
  if (type.startsWith("multipart/form-data") && isStreamedUploadPath(pathname)) {
    return next();
  }
  if (Number.isFinite(declared) && declared > limit) return refuse(413, "The request is too large");
  const kind = bodyKind(type, pathname);
  if (kind === "other") return refuse(415, "Send the form as form data or JSON");

  const text = await readCapped(request.clone(), limit);
  if (text === null) return refuse(413, "The request is too large");
  if (kind === "none") {
    return text.length === 0 ? next() : refuse(415, "Send the form as form data or JSON");
  }
  const fieldProblem = await bodyProblem(kind, text, type);
  return fieldProblem ? refuse(400, fieldProblem) : next();
};

type BodyKind = "json" | "urlencoded" | "multipart" | "none" | "other";

/** navigator.sendBeacon posts its JSON string as text/plain: the analytics beacon reads it as JSON. */
const TEXT_JSON_PATHS = new Set(["/api/collect"]);

function bodyKind(type: string, pathname: string): BodyKind {
  if (!type) return "none";
  if (type.startsWith("text/plain") && TEXT_JSON_PATHS.has(pathname)) return "json";
  if (type.startsWith("application/json")) return "json";
  if (type.startsWith("application/x-www-form-urlencoded")) return "urlencoded";
  if (type.startsWith("multipart/form-data")) return "multipart";
  return "other";
}

const CONTROL = "The form contains characters that are not allowed";

async function bodyProblem(kind: BodyKind, text: string, type: string): Promise<string | null> {
  if (kind === "json") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return "The request body is not valid JSON";
    }
    return findControlCharacters(parsed) === null ? null : CONTROL;
  }
  if (kind === "urlencoded") {
    if (hasControlCharacters(text)) return CONTROL;
    try {
      const fields = new URLSearchParams(text);
      for (const [key, value] of fields)
        if (hasControlCharacters(key) || hasControlCharacters(value)) return CONTROL;
    } catch {
      return "The form could not be read";
    }
    return null;
  }
  try {
    const form = await new Response(text, { headers: { "content-type": type } }).formData();
    for (const [key, value] of form) {
      if (hasControlCharacters(key) || (typeof value === "string" && hasControlCharacters(value)))
        return CONTROL;
    }
  } catch {
    return "The form could not be read";
  }
  return null;
}

function urlProblem(href: string): string | null {
  const url = new URL(href);
  try {
    if (hasControlCharacters(decodeURIComponent(url.pathname))) return "The address is not valid";
    for (const [key, value] of url.searchParams) {
      if (hasControlCharacters(key) || hasControlCharacters(value)) return "The address is not valid";
    }
  } catch {
    return "The address is not valid";
  }
  return null;
}

/** The body as text, or null once it passes `limit` bytes (counted as they arrive). */
async function readCapped(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Not awaited: cancelling one branch of a cloned (teed) body settles only when both are.
      reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function refuse(status: 400 | 405 | 413 | 415, message: string, headers: Record<string, string> = {}) {
  return Response.json(
    { error: message, message },
    { status, headers: { "Cache-Control": "no-store", ...headers } },
  );
}
