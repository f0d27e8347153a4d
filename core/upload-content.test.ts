import { describe, expect, it } from "vitest";
import { downloadFileName, isAllowedUpload } from "./deliverables.ts";
import { looksLikeHtml, looksLikeSvg, uploadContentProblem } from "./upload-content.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const problem = (
  fileName: string,
  detected: { ext: string; mime: string } | undefined,
  head = "",
  declared = "",
) => uploadContentProblem({ fileName, declared, detected, head: bytes(head) });

const PDF = { ext: "pdf", mime: "application/pdf" };
const PNG = { ext: "png", mime: "image/png" };
const EXE = { ext: "exe", mime: "application/x-msdownload" };
const XML = { ext: "xml", mime: "application/xml" };

describe("uploadContentProblem: binary formats", () => {
  it("accepts bytes that are what the extension says, whatever the name's case", () => {
    expect(problem("Brief.pdf", PDF, "%PDF-1.7", "application/pdf")).toBeNull();
    expect(problem("SHOT.PNG", PNG, "", "image/png")).toBeNull();
    expect(problem("photo.jpeg", { ext: "jpg", mime: "image/jpeg" })).toBeNull();
    expect(problem("clip.mov", { ext: "mp4", mime: "video/mp4" }, "", "video/quicktime")).toBeNull();
    expect(problem("deck.pptx", { ext: "zip", mime: "application/zip" })).toBeNull();
    expect(problem("bundle.zip", { ext: "docx", mime: "x" })).toBeNull();
  });

  it("refuses an HTML page saved as .pdf, in words", () => {
    expect(problem("invoice.pdf", undefined, "<!DOCTYPE html><script>alert(1)</script>")).toBe(
      "This file's content does not match its .pdf extension: it is an HTML page. Upload a PDF, or rename it to what it is.",
    );
    expect(problem("invoice.pdf", undefined, "  <!-- hi --><html>")).toMatch(/it is an HTML page/);
  });

  it("refuses a program saved as .png", () => {
    expect(problem("cat.png", EXE, "MZ")).toBe(
      "This file's content does not match its .png extension: it is a program. Upload a PNG image, or rename it to what it is.",
    );
    expect(problem("cat.png", { ext: "elf", mime: "application/x-elf" })).toMatch(/it is a program/);
  });

  it("names another known type, and refuses bytes with no signature at all", () => {
    expect(problem("scan.pdf", PNG)).toMatch(/\.pdf extension: it is a \.png file/);
    expect(problem("scan.pdf", undefined, "just some words")).toMatch(/it is something else/);
    expect(problem("scan.pdf", undefined, "")).toMatch(/it is not a valid file/);
  });

  it("refuses a declared type that contradicts the extension, and ignores none or octet-stream", () => {
    expect(problem("brief.pdf", PDF, "%PDF", "text/html")).toBe(
      "This file was sent as text/html, which does not match its .pdf extension.",
    );
    expect(problem("brief.pdf", PDF, "%PDF", "application/octet-stream")).toBeNull();
    expect(problem("brief.pdf", PDF, "%PDF", "Application/PDF; charset=binary")).toBeNull();
  });
});

describe("uploadContentProblem: text formats (no signature)", () => {
  it("accepts plain text and CSV, with or without a byte-order mark", () => {
    expect(problem("notes.txt", undefined, "Call notes\nBudget: 5k", "text/plain")).toBeNull();
    expect(problem("leads.csv", undefined, "\uFEFFname,email\nAda,ada@example.test", "text/csv")).toBeNull();
    expect(problem("leads.csv", undefined, "a,b", "application/vnd.ms-excel")).toBeNull();
  });

  it("refuses an HTML page, a binary or a program saved as text", () => {
    expect(problem("notes.txt", undefined, "<html><body>")).toMatch(/\.txt extension: it is an HTML page/);
    expect(problem("notes.txt", EXE, "MZ")).toMatch(/it is a program/);
    expect(problem("leads.csv", undefined, "a,b\u0000c")).toMatch(/it is not text/);
    expect(problem("leads.csv", PNG)).toMatch(/it is a \.png file/);
  });

  it("accepts an SVG document and nothing else as .svg", () => {
    const svg = '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>';
    expect(problem("logo.svg", XML, svg, "image/svg+xml")).toBeNull();
    expect(problem("logo.svg", undefined, "<svg viewBox='0 0 1 1'/>")).toBeNull();
    expect(problem("logo.svg", undefined, "<html><svg></svg></html>")).toMatch(/it is an HTML page/);
    expect(problem("logo.svg", XML, '<?xml version="1.0"?><rss/>')).toMatch(
      /\.svg extension: it is something else/,
    );
    expect(problem("logo.svg", undefined, "<svg/>", "text/html")).toMatch(/sent as text\/html/);
  });
});

describe("sniffers", () => {
  it("find HTML and SVG only at the start of the document", () => {
    expect(looksLikeHtml("\uFEFF <!doctype HTML>")).toBe(true);
    expect(looksLikeHtml("Quote: <html> is a tag")).toBe(false);
    expect(looksLikeSvg('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x"><svg>')).toBe(true);
    expect(looksLikeSvg("<svgx>")).toBe(false);
  });
});

describe("names", () => {
  it("allows the text formats alongside documents and media", () => {
    for (const name of ["a.txt", "a.csv", "a.svg", "a.pdf"]) expect(isAllowedUpload(name)).toBe(true);
    for (const name of ["a.html", "a.exe", "a.js", "a"]) expect(isAllowedUpload(name)).toBe(false);
  });

  it("a download name has no path, no control characters, no leading dot, and the stored extension", () => {
    expect(downloadFileName("../../etc/passwd", "txt")).toBe("etc passwd.txt");
    expect(downloadFileName("..\\..\\boot.ini", "txt")).toBe("boot.ini.txt");
    expect(downloadFileName("C:\\Users\\me\\cut.mp4", "mp4")).toBe("C: Users me cut.mp4");
    expect(downloadFileName("Brief\r\nSet-Cookie: x.pdf", "pdf")).toBe("Brief Set-Cookie: x.pdf");
    expect(downloadFileName("invoice\u202Efdp.exe", "pdf")).toBe("invoice fdp.exe.pdf");
    expect(downloadFileName(".htaccess", "txt")).toBe("htaccess.txt");
    expect(downloadFileName("Storyboard", "pdf")).toBe("Storyboard.pdf");
    expect(downloadFileName("Storyboard.PDF", "pdf")).toBe("Storyboard.PDF");
    expect(downloadFileName("report.html", "pdf")).toBe("report.html.pdf");
    expect(downloadFileName("...", "zip")).toBe("download.zip");
  });
});
