import "./zod-jitless.ts";
import { z } from "zod";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";

/* Control characters (line breaks, tabs, NUL...) and the bidirectional marks, embeddings,
   overrides and isolates that can make 'invoice‮fdp.exe' read as 'invoiceexe.pdf'. */
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]+/gu;

/**
 * A deliverable's name as people see it: no control or bidi characters, one line, trimmed, and no
 * path separators (a name is never a path: '../../etc/passwd' reads '.. .. etc passwd').
 */
export function cleanDeliverableName(name: string): string {
  return name
    .replace(UNSAFE_NAME_CHARACTERS, " ")
    .replace(/[/\\]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The name a downloaded file is saved under: the clean name without leading or trailing dots
 * (no hidden file, nothing Windows trims), ending in the stored file's own extension, so that the
 * name never promises another type than the bytes ('report.html' of a PDF saves as
 * 'report.html.pdf').
 */
export function downloadFileName(name: string, storedExtension: string): string {
  const base =
    cleanDeliverableName(name)
      .replace(/^[.\s]+|[.\s]+$/g, "")
      .slice(0, 200) || "download";
  if (!storedExtension || fileExtension(base) === storedExtension) return base;
  return `${base}.${storedExtension}`;
}

/** The size column: a link deliverable has no file of ours, so it says 'Link', not '0 Bytes'. */
export function deliverableSizeLabel(size: number, uploaded: boolean, format: (bytes: number) => string) {
  return uploaded ? format(size) : "Link";
}

/** The extension of a file name, lower case, without the dot ("" when there is none). */
export function fileExtension(fileName: string): string {
  const match = /\.([^./\\]+)$/.exec(fileName.trim());
  return match ? match[1].toLowerCase() : "";
}

/**
 * The MIME type of a deliverable, guessed from its file name exactly as 001 section 7 says: pdf;
 * mp4, mov and avi as video/mp4; jpg/jpeg; png; doc/docx as msword; otherwise octet-stream.
 */
export function guessFileType(fileName: string): string {
  switch (fileExtension(fileName)) {
    case "pdf":
      return "application/pdf";
    case "mp4":
    case "mov":
    case "avi":
      return "video/mp4";
    case "jpg":
    case "jpeg":
      return "image/jpeg";
    case "png":
      return "image/png";
    case "doc":
    case "docx":
      return "application/msword";
    default:
      return "application/octet-stream";
  }
}

/** What may be uploaded: documents, images, video and archives. Nothing a browser would run. */
export const UPLOAD_EXTENSIONS = [
  "pdf",
  "png",
  "jpg",
  "jpeg",
  "gif",
  "webp",
  "mp4",
  "mov",
  "avi",
  "doc",
  "docx",
  "xlsx",
  "pptx",
  "zip",
  // Text without magic bytes, checked as text (core/upload-content.ts); always downloaded.
  "txt",
  "csv",
  "svg",
] as const;

/** The value of the file input's accept attribute. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(",");

export const DEFAULT_UPLOAD_MAX_MB = 50;

export function isAllowedUpload(fileName: string): boolean {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

export const uploadTypeMessage = `This file type is not allowed. Allowed: ${UPLOAD_EXTENSIONS.join(", ")}`;
export const uploadTooLargeMessage = (maxMb: number) => `The file is larger than the ${maxMb} MB limit`;

/** Only web links: a javascript: or data: URL must never become a download button. */
const webUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  }, "Please enter a valid URL (http or https)");

/**
 * The Upload Deliverable form. A deliverable is a link (fileUrl) or an uploaded file (hasFile);
 * the project, the file name and one of the two are required (001 section 5).
 */
export const deliverableFormSchema = z
  .object({
    projectId: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE),
    fileName: z
      .string()
      .transform(cleanDeliverableName)
      .pipe(z.string().min(1, REQUIRED_FIELDS_MESSAGE).max(255, "The file name is too long")),
    fileUrl: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(webUrl.optional()),
    description: z
      .string()
      .trim()
      .max(2000, "The description is too long")
      .optional()
      .transform((v) => v || undefined),
    hasFile: z.boolean().default(false),
  })
  .refine((v) => v.hasFile || v.fileUrl, { message: REQUIRED_FIELDS_MESSAGE, path: ["fileUrl"] });

export type DeliverableForm = z.infer<typeof deliverableFormSchema>;

/** Reads the modal's fields from a form submission (the file itself is handled apart). */
export function deliverableFormInput(form: FormData) {
  const file = form.get("file");
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    projectId: text("projectId") ?? "",
    fileName: text("fileName") ?? "",
    fileUrl: text("fileUrl"),
    description: text("description"),
    hasFile: typeof file === "object" && file !== null && file.size > 0,
  };
}
