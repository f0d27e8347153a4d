import { describe, expect, it } from "vitest";
import {
  cleanDeliverableName,
  deliverableFormInput,
  deliverableFormSchema,
  deliverableSizeLabel,
  fileExtension,
  guessFileType,
  isAllowedUpload,
  REQUIRED_FIELDS_MESSAGE,
} from "./deliverables.ts";
import { formatFileSize } from "./file-size.ts";

describe("guessFileType (001 section 7)", () => {
  it.each([
    ["Brief.pdf", "application/pdf"],
    ["cut.MP4", "video/mp4"],
    ["cut.mov", "video/mp4"],
    ["cut.avi", "video/mp4"],
    ["photo.jpg", "image/jpeg"],
    ["photo.JPEG", "image/jpeg"],
    ["logo.png", "image/png"],
    ["notes.doc", "application/msword"],
    ["notes.docx", "application/msword"],
    ["pack.zip", "application/octet-stream"],
    ["anim.gif", "application/octet-stream"],
    ["README", "application/octet-stream"],
    ["archive.tar.gz", "application/octet-stream"],
  ])("%s is %s", (name, type) => {
    expect(guessFileType(name)).toBe(type);
  });
});

describe("fileExtension and the upload allow-list", () => {
  it("reads the last extension in lower case", () => {
    expect(fileExtension("a.b.PDF")).toBe("pdf");
    expect(fileExtension("noext")).toBe("");
    expect(fileExtension("dir.v2/file")).toBe("");
  });

  it("allows documents, images, video, archives and text but not pages or scripts", () => {
    // SVG is allowed since it is always downloaded, never opened (docs/decisions/022-uploads-by-content.md).
    for (const name of [
      "a.pdf",
      "a.png",
      "a.jpg",
      "a.mp4",
      "a.mov",
      "a.avi",
      "a.docx",
      "a.zip",
      "a.svg",
      "a.csv",
    ]) {
      expect(isAllowedUpload(name), name).toBe(true);
    }
    for (const name of ["a.html", "a.htm", "a.js", "a.exe", "noext"]) {
      expect(isAllowedUpload(name), name).toBe(false);
    }
  });
});

describe("deliverableFormSchema", () => {
  const valid = { projectId: "p1", fileName: "Brief.pdf", fileUrl: "https://files.example/brief.pdf" };

  it("accepts a link deliverable and trims its fields", () => {
    const parsed = deliverableFormSchema.parse({ ...valid, fileName: "  Brief.pdf ", description: " " });
    expect(parsed).toMatchObject({ fileName: "Brief.pdf", description: undefined, hasFile: false });
  });

  it("accepts an uploaded file without a URL", () => {
    expect(deliverableFormSchema.safeParse({ ...valid, fileUrl: "", hasFile: true }).success).toBe(true);
  });

  it.each([
    { ...valid, projectId: "" },
    { ...valid, fileName: "   " },
    { ...valid, fileUrl: "" },
  ])("asks for the required fields when one is missing (%o)", (input) => {
    const result = deliverableFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(REQUIRED_FIELDS_MESSAGE);
  });

  it("refuses links that are not http(s)", () => {
    const result = deliverableFormSchema.safeParse({ ...valid, fileUrl: "javascript:alert(1)" });
    expect(result.success).toBe(false);
  });

  it("reads a submitted form, noticing an attached file", () => {
    const form = new FormData();
    form.set("projectId", "p1");
    form.set("fileName", "x.pdf");
    form.set("file", new File(["abc"], "x.pdf"));
    expect(deliverableFormInput(form)).toMatchObject({ projectId: "p1", fileName: "x.pdf", hasFile: true });
    form.set("file", new File([], ""));
    expect(deliverableFormInput(form).hasFile).toBe(false);
  });
});

describe("deliverable names and sizes", () => {
  it("strips line breaks, control and bidi characters from names", () => {
    expect(cleanDeliverableName("Final\ncut\t v2.mp4")).toBe("Final cut v2.mp4");
    expect(cleanDeliverableName("invoice\u202Efdp.exe")).toBe("invoice fdp.exe");
    expect(cleanDeliverableName("\u2066Logo\u2069.png\u0000")).toBe("Logo .png");
    expect(
      deliverableFormSchema.safeParse({ projectId: "p", fileName: "\u202E\n", fileUrl: "https://x.test/a" })
        .success,
    ).toBe(false);
  });

  it("says 'Link' for a link deliverable instead of '0 Bytes'", () => {
    expect(deliverableSizeLabel(0, false, formatFileSize)).toBe("Link");
    expect(deliverableSizeLabel(1536, true, formatFileSize)).toBe("1.5 KB");
  });
});
