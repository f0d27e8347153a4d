/**
 * CSV cells for spreadsheet users. A text cell that starts with =, +, -, @, a tab or a carriage
 * return could run as a formula when the file is opened, so it gets a leading single quote
 * (OWASP "CSV injection"). Numbers are written as numbers and never prefixed.
 */
export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value == null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, ended with CRLF (RFC 4180). */
export function csvLine(values: CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** subscribers_2026-11-22.csv: the export names of 001 section 9, dated in UTC. */
export function exportFileName(prefix: string, now: Date): string {
  return `${prefix}_${now.toISOString().slice(0, 10)}.csv`;
}
