import { fileTypeFromBuffer } from "file-type";
import { uploadContentProblem } from "../../core/upload-content.ts";
import { InputError } from "./errors.ts";

/** Enough for every signature file-type reads, an Office file's first entries and a text sniff. */
const HEAD_BYTES = 64 * 1024;

/**
 * Reads up to `size` bytes off the front of a stream and gives back those bytes and a stream of
 * the whole content, the head included, so that nothing is read twice or held in memory beyond it.
 */
export async function peek(stream: ReadableStream<Uint8Array>, size = HEAD_BYTES) {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < size) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.byteLength;
  }
  const all = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (all.byteLength) controller.enqueue(all);
      if (done) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { head: all.subarray(0, size), body };
}

/**
 * Issue 35 item 5: refuses an upload whose bytes are not what its extension and declared type
 * say (core/upload-content.ts), before anything is stored; answers the content to store.
 */
export async function checkedUpload(file: { name: string; type?: string; body: ReadableStream<Uint8Array> }) {
  const { head, body } = await peek(file.body);
  const detected = await fileTypeFromBuffer(head);
  const problem = uploadContentProblem({
    fileName: file.name,
    declared: file.type ?? "",
    detected: detected && { ext: detected.ext, mime: detected.mime },
    head,
  });
  if (problem) {
    await body.cancel();
    throw new InputError(problem, { file: problem });
  }
  return body;
}
