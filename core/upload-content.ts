import { fileExtension } from "./deliverables.ts";

/* Issue 35 item 5: an upload is what its name claims. The bytes' own signature (found by the
   file-type package on the server) and the type the browser declared must both fit the
   extension; text formats, which have no signature, are checked as text. */

/** What file-type found in the first bytes, or undefined when they carry no known signature. */
export type DetectedType = { ext: string; mime: string } | undefined;

type Rule = { label: string; signatures?: string[]; declared: string[] };

const OOXML = ["docx", "xlsx", "pptx", "zip"];
const rules: Record<string, Rule> = {
  pdf: { label: "a PDF", signatures: ["pdf"], declared: ["application/pdf"] },
  png: { label: "a PNG image", signatures: ["png"], declared: ["image/png"] },
  jpg: { label: "a JPEG image", signatures: ["jpg"], declared: ["image/jpeg", "image/pjpeg"] },
  gif: { label: "a GIF image", signatures: ["gif"], declared: ["image/gif"] },
  webp: { label: "a WebP image", signatures: ["webp"], declared: ["image/webp"] },
  mp4: {
    label: "an MP4 video",
    signatures: ["mp4", "m4v", "mov"],
    declared: ["video/mp4", "video/quicktime"],
  },
  mov: {
    label: "a QuickTime video",
    signatures: ["mov", "mp4", "m4v"],
    declared: ["video/quicktime", "video/mp4"],
  },
  avi: {
    label: "an AVI video",
    signatures: ["avi"],
    declared: ["video/x-msvideo", "video/avi", "video/msvideo"],
  },
  doc: { label: "a Word document", signatures: ["cfb"], declared: ["application/msword"] },
  docx: {
    label: "a Word document",
    signatures: OOXML,
    declared: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  },
  xlsx: {
    label: "an Excel workbook",
    signatures: OOXML,
    declared: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  },
  pptx: {
    label: "a PowerPoint presentation",
    signatures: OOXML,
    declared: ["application/vnd.openxmlformats-officedocument.presentationml.presentation"],
  },
  zip: {
    label: "a ZIP archive",
    signatures: OOXML,
    declared: ["application/zip", "application/x-zip-compressed", "application/x-zip"],
  },
  txt: { label: "a text file", declared: ["text/plain"] },
  csv: { label: "a CSV file", declared: ["text/csv", "text/plain", "application/vnd.ms-excel"] },
  svg: { label: "an SVG image", declared: ["image/svg+xml"] },
};
rules.jpeg = rules.jpg;

const programs = new Set([
  "exe",
  "elf",
  "macho",
  "msi",
  "dmg",
  "deb",
  "rpm",
  "apk",
  "jar",
  "class",
  "wasm",
  "cab",
]);

/** What the bytes are, in words, for the refusal. */
function described(detected: DetectedType, text: string | null): string {
  if (detected && programs.has(detected.ext)) return "a program";
  if (text !== null && looksLikeHtml(text)) return "an HTML page";
  if (detected) return `a .${detected.ext} file`;
  return "something else";
}

/** The start of an HTML document, past a byte-order mark, white space and comments. */
export function looksLikeHtml(text: string): boolean {
  const start = text.replace(/^\uFEFF/, "").replace(/^(\s|<!--[\s\S]*?-->)+/, "");
  return /^<(!doctype\s+html|html|head|body|script|iframe|meta|title|style)\b/i.test(start);
}

/** An SVG document: its root element, past an XML declaration, comments and a doctype. */
export function looksLikeSvg(text: string): boolean {
  const start = text
    .replace(/^\uFEFF/, "")
    .replace(/^(\s|<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!doctype[^>]*>)+/i, "");
  return /^<svg[\s>]/i.test(start);
}

const mismatch = (extension: string, what: string) =>
  `This file's content does not match its .${extension} extension: it is ${what}. Upload ${rules[extension]?.label ?? "the real file"}, or rename it to what it is.`;

/**
 * Why an upload is refused, or null when its bytes, its declared type and its extension agree.
 * `head` is the file's first bytes (64 KB is plenty), `declared` the type the browser sent.
 */
export function uploadContentProblem(input: {
  fileName: string;
  declared: string;
  detected: DetectedType;
  head: Uint8Array;
}): string | null {
  const extension = fileExtension(input.fileName);
  const rule = rules[extension];
  if (!rule) return null; // The allow-list (isAllowedUpload) answers first.
  const declared = input.declared.split(";")[0].trim().toLowerCase();
  if (declared && declared !== "application/octet-stream" && !rule.declared.includes(declared)) {
    return `This file was sent as ${declared}, which does not match its .${extension} extension.`;
  }
  if (rule.signatures) {
    if (input.detected && rule.signatures.includes(input.detected.ext)) return null;
    const text = input.detected ? null : new TextDecoder().decode(input.head);
    return mismatch(extension, input.detected || text ? described(input.detected, text) : "not a valid file");
  }
  // Text formats: no signature of any kind, no NUL byte, and the text the extension promises.
  const text = new TextDecoder().decode(input.head);
  const binary = input.head.includes(0);
  if ((input.detected && input.detected.ext !== "xml") || binary)
    return mismatch(extension, input.detected ? described(input.detected, null) : "not text");
  if (extension === "svg") return looksLikeSvg(text) ? null : mismatch(extension, described(undefined, text));
  if (looksLikeHtml(text)) return mismatch(extension, "an HTML page");
  return null;
}
