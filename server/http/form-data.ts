import { once } from "node:events";
import { createWriteStream, openAsBlob } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { InputError } from "../projects/errors.ts";
import { MultipartError, multipartBoundary, parseMultipart } from "./multipart.ts";

/** The sender went away mid-upload (Cancel, a closed tab, a dropped line): nothing is kept. */
export const UPLOAD_INTERRUPTED =
  "The upload was interrupted before the whole file arrived. Please try again.";

/**
 * Reads a form submission, refusing bodies over `maxBytes` before they fill the memory (the
 * declared Content-Length is checked first, then the bytes are counted as they arrive), and gives
 * it to `use`. A multipart form's files are written to a temporary folder as they arrive and
 * handed over as files on disk, read again only when streamed to storage: an upload of any size
 * costs a few chunks of memory, not its size (issue 33 item 7). The folder is removed once `use`
 * has finished.
 */
export async function withFormData<T>(
  request: Request,
  maxBytes: number,
  tooLarge: string,
  use: (form: FormData) => Promise<T>,
): Promise<T> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new InputError(tooLarge);
  if (!request.body) return use(await request.formData());
  const boundary = multipartBoundary(request.headers.get("content-type") ?? "");
  if (!boundary) return use(await readSmallForm(request, request.body, maxBytes, tooLarge));
  const folder = await mkdtemp(path.join(os.tmpdir(), "agency-form-"));
  try {
    return await use(await readMultipart(request.body, boundary, folder, maxBytes, tooLarge));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The body's chunks, ending in InputError(tooLarge) once they pass `maxBytes`. */
async function* capped(body: ReadableStream<Uint8Array>, maxBytes: number, tooLarge: string) {
  let total = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read().catch(() => {
        throw new InputError(UPLOAD_INTERRUPTED);
      });
      if (done) return;
      total += value.byteLength;
      if (total > maxBytes) throw new InputError(tooLarge);
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/** A urlencoded form: small by nature, read whole. */
async function readSmallForm(
  request: Request,
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLarge: string,
) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of capped(body, maxBytes, tooLarge)) chunks.push(chunk);
  const headers = { "content-type": request.headers.get("content-type") ?? "" };
  try {
    return await new Response(new Blob(chunks as BlobPart[]), { headers }).formData();
  } catch {
    throw new InputError("The form could not be read");
  }
}

/** The text fields of a form together (a blog post's HTML is the largest); files are apart. */
const MAX_TEXT_BYTES = 1024 * 1024;

async function readMultipart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  folder: string,
  maxBytes: number,
  tooLarge: string,
) {
  const form = new FormData();
  const writers = new Set<ReturnType<typeof createWriteStream>>();
  let files = 0;
  let textBytes = 0;
  try {
    await parseMultipart(capped(body, maxBytes, tooLarge), boundary, ({ name, fileName, type }) => {
      if (fileName === null) {
        const chunks: Uint8Array[] = [];
        return {
          write(chunk) {
            textBytes += chunk.byteLength;
            if (textBytes > MAX_TEXT_BYTES) throw new InputError("The form's text is too long");
            chunks.push(chunk);
          },
          end: () => form.append(name, Buffer.concat(chunks).toString("utf8")),
        };
      }
      const file = path.join(folder, String(files++));
      const out = createWriteStream(file);
      writers.add(out);
      return {
        async write(chunk) {
          if (!out.write(chunk)) await once(out, "drain");
        },
        async end() {
          out.end();
          await once(out, "close");
          writers.delete(out);
          form.append(name, new File([await openAsBlob(file)], fileName, { type }));
        },
      };
    });
  } catch (error) {
    if (error instanceof MultipartError) throw new InputError("The form could not be read");
    throw error;
  } finally {
    // A body that failed half-way through a file: its writer is closed before the folder goes.
    await Promise.all(
      [...writers].map(async (out) => {
        if (out.closed) return;
        const closed = once(out, "close").catch(() => {});
        out.destroy();
        return closed;
      }),
    );
  }
  return form;
}
