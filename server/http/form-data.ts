import { InputError } from "../projects/errors.ts";

/** The sender went away mid-upload (Cancel, a closed tab, a dropped line): nothing is kept. */
export const UPLOAD_INTERRUPTED =
  "The upload was interrupted before the whole file arrived. Please try again.";

/**
 * Reads a form submission, refusing bodies over `maxBytes` before they fill the memory: the
 * declared Content-Length is checked first, then the bytes are counted as they arrive.
 */
export async function readFormData(request: Request, maxBytes: number, tooLarge: string): Promise<FormData> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new InputError(tooLarge);
  if (!request.body) return request.formData();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new InputError(UPLOAD_INTERRUPTED);
    });
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new InputError(tooLarge);
    }
    chunks.push(value);
  }
  const headers = { "content-type": request.headers.get("content-type") ?? "" };
  try {
    return await new Response(new Blob(chunks as BlobPart[]), { headers }).formData();
  } catch {
    throw new InputError("The form could not be read");
  }
}
