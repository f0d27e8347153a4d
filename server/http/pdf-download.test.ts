import { expect, it } from "vitest";
import { pdfResponse } from "./pdf-download.ts";

const pdf = { buffer: new TextEncoder().encode("%PDF-1.7"), fileName: "INV-0001.pdf" };

it("answers a PDF opened in the browser, never cached, its type not guessed", async () => {
  const response = pdfResponse(pdf);
  expect(Object.fromEntries(response.headers)).toMatchObject({
    "content-type": "application/pdf",
    "content-disposition": 'inline; filename="INV-0001.pdf"',
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  });
  expect(await response.text()).toBe("%PDF-1.7");
});

it("answers a download with the headers its caller adds", () => {
  const response = pdfResponse(pdf, "attachment", { "Referrer-Policy": "no-referrer" });
  expect(response.headers.get("content-disposition")).toBe('attachment; filename="INV-0001.pdf"');
  expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
});
