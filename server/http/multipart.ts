/**
 * multipart/form-data read as it arrives (RFC 7578): each part's bytes go to the sink its headers
 * chose as soon as they are known not to be the start of the next boundary, so a part of any size
 * passes through in chunks of the size the network delivered. `request.formData()` holds the whole
 * body, and then each file again, in memory.
 */
export type PartHeaders = { name: string; fileName: string | null; type: string };
export type PartSink = { write(chunk: Uint8Array): Promise<void> | void; end(): Promise<void> | void };

export class MultipartError extends Error {}

const CRLF = Buffer.from("\r\n");
const HEADERS_END = Buffer.from("\r\n\r\n");
/** Browsers send a few hundred bytes of part headers; anything far beyond is not a form. */
const MAX_HEADER_BYTES = 16 * 1024;

/** The boundary of a multipart/form-data Content-Type, or null for any other type. */
export function multipartBoundary(contentType: string): string | null {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

function parseHeaders(block: string): PartHeaders {
  let name = "";
  let fileName: string | null = null;
  let type = "";
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === "content-type") type = value;
    if (header !== "content-disposition") continue;
    for (const [, key, quoted, bare] of value.matchAll(
      /;\s*(name|filename)=(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/gi,
    )) {
      // The HTML form encoder escapes " and line breaks in names as %22, %0D and %0A.
      const text = (quoted ?? bare ?? "").replace(/%22/g, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n");
      if (key.toLowerCase() === "name") name = text;
      else fileName = text;
    }
  }
  return { name, fileName, type };
}

/**
 * Reads the body to its closing boundary, handing each part to the sink `openPart` returns.
 * Throws MultipartError when the body is not a complete multipart form.
 */
export async function parseMultipart(
  chunks: AsyncIterable<Uint8Array>,
  boundary: string,
  openPart: (headers: PartHeaders) => PartSink,
): Promise<void> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first boundary is not preceded by a line break: one is added so that all look alike.
  let buffer: Buffer = Buffer.from(CRLF);
  let state: "preamble" | "boundary" | "headers" | "body" | "done" = "preamble";
  let sink: PartSink | null = null;

  for await (const chunk of chunks) {
    if (state === "done") continue; // the epilogue, ignored
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : Buffer.from(chunk);
    for (;;) {
      if (state === "preamble" || state === "body") {
        const at = buffer.indexOf(delimiter);
        if (at < 0) {
          // All but the bytes that may be the start of a boundary split across two chunks.
          const keep = Math.min(buffer.length, delimiter.length - 1);
          if (state === "body" && buffer.length > keep)
            await sink!.write(buffer.subarray(0, buffer.length - keep));
          buffer = buffer.subarray(buffer.length - keep);
          break;
        }
        if (state === "body") {
          if (at > 0) await sink!.write(buffer.subarray(0, at));
          await sink!.end();
          sink = null;
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = "boundary";
      }
      if (state === "boundary") {
        if (buffer.length < 2) break;
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = "done";
          break;
        }
        const eol = buffer.indexOf(CRLF);
        if (eol < 0) {
          if (buffer.length > MAX_HEADER_BYTES) throw new MultipartError("A form boundary is malformed");
          break;
        }
        buffer = buffer.subarray(eol + CRLF.length);
        state = "headers";
      }
      if (state === "headers") {
        // A part without headers: its body starts at once.
        const end = buffer.subarray(0, 2).equals(CRLF) ? -CRLF.length : buffer.indexOf(HEADERS_END);
        if (end === -1) {
          if (buffer.length > MAX_HEADER_BYTES)
            throw new MultipartError("A form part's headers are too long");
          break;
        }
        const block = end < 0 ? "" : buffer.subarray(0, end).toString("utf8");
        buffer = buffer.subarray(end + HEADERS_END.length);
        sink = openPart(parseHeaders(block));
        state = "body";
      }
    }
  }
  if (state !== "done") throw new MultipartError("The form ended before its closing boundary");
}
