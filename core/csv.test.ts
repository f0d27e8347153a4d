import { describe, expect, it } from "vitest";
import { csvCell, csvLine, exportFileName } from "./csv.ts";

describe("csvCell", () => {
  it("prefixes cells that a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
  });

  it("leaves ordinary text and numbers alone", () => {
    expect(csvCell("Ada Lovelace")).toBe("Ada Lovelace");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(12.5)).toBe("12.5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(true)).toBe("true");
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell("Acme, Inc.")).toBe('"Acme, Inc."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("writes dates as ISO text", () => {
    expect(csvCell(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
  });
});

describe("csvLine and exportFileName", () => {
  it("joins cells and ends the line with CRLF", () => {
    expect(csvLine(["a", 1, null, "=x"])).toBe("a,1,,'=x\r\n");
  });

  it("names exports with the UTC date", () => {
    expect(exportFileName("subscribers", new Date("2026-11-22T23:30:00Z"))).toBe(
      "subscribers_2026-11-22.csv",
    );
    expect(exportFileName("contacts", new Date("2026-01-05T00:00:00Z"))).toBe("contacts_2026-01-05.csv");
  });
});
