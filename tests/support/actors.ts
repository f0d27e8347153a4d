import { randomUUID } from "node:crypto";
import type { SessionUser } from "../../server/session.ts";

/** Acting users for domain functions; they need no row in the database. */
export function adminActor(): SessionUser {
  return { id: randomUUID(), email: "boss@example.test", name: "Boss", emailVerified: true, isAdmin: true };
}

export function clientActor(): SessionUser {
  return {
    id: randomUUID(),
    email: "client@example.test",
    name: "Client",
    emailVerified: true,
    isAdmin: false,
  };
}

/** Reads a whole stream as text, keeping a byte-order mark (export tests). */
export async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const bytes = await new Response(stream).arrayBuffer();
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}

/** Splits CSV text (as our exports write it: CRLF records, quoted cells) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && body[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** Expects a domain function to refuse a non-admin with a 403 response. */
export async function expectForbidden(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    if (error instanceof Response && error.status === 403) return;
    throw error;
  }
  throw new Error("expected a 403 refusal");
}
