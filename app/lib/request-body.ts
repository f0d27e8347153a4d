/** A POST body as plain fields: JSON from scripts and the enhanced forms, form data from plain HTML. */
export async function readRequestBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      return body && typeof body === "object" && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : {};
    }
    const form = await request.formData();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
    return fields;
  } catch {
    // Malformed bodies are treated as empty, so they get the form's own validation message.
    return {};
  }
}

/** True when the caller asked for JSON (the enhanced forms and API clients), not a page. */
export function wantsJson(request: Request) {
  const type = request.headers.get("content-type") ?? "";
  return (
    type.includes("application/json") || (request.headers.get("accept") ?? "").includes("application/json")
  );
}
