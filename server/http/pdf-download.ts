import type { SessionUser } from "../session.ts";
import { getUser, loginRedirect } from "../session.ts";

/** A rendered PDF document and the name it is offered under. */
export type RenderedPdf = { buffer: Uint8Array; fileName: string };

/**
 * A PDF's answer: `inline` opens it in the browser, `attachment` downloads it. Never cached (it is
 * one person's document), its type never guessed.
 */
export function pdfResponse(
  { buffer, fileName }: RenderedPdf,
  disposition: "inline" | "attachment" = "inline",
  headers: Record<string, string> = {},
): Response {
  return new Response(new Uint8Array(buffer), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `${disposition}; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      ...headers,
    },
  });
}

/**
 * GET of a PDF for a signed-in user: a visitor is sent to sign in; the renderer decides who may
 * see it, and its refusal (a thrown Response, the same 404 as for a missing document) is the answer.
 */
export async function signedInPdf(
  request: Request,
  render: (user: SessionUser) => Promise<RenderedPdf>,
): Promise<Response> {
  const user = await getUser(request);
  if (!user) return loginRedirect(request);
  try {
    return pdfResponse(await render(user));
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}
