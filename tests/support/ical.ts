/**
 * A small RFC 5545 reader for tests: unfolds continuation lines, checks every line ends in CRLF,
 * and returns the calendar's properties and each VEVENT's as name (with parameters) → value.
 */
export type IcalEvent = Record<string, string>;

export function parseIcal(text: string) {
  if (!text.startsWith("BEGIN:VCALENDAR\r\n")) throw new Error("not a VCALENDAR");
  if (/[^\r]\n/.test(text)) throw new Error("a line ends without CRLF");
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  const calendar: Record<string, string> = {};
  const events: IcalEvent[] = [];
  let current: IcalEvent | null = null;
  const stack: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (name === "BEGIN") {
      stack.push(value);
      if (value === "VEVENT") current = {};
    } else if (name === "END") {
      if (stack.pop() !== value) throw new Error(`unbalanced END:${value}`);
      if (value === "VEVENT" && current) events.push(current);
      if (value === "VEVENT") current = null;
    } else if (current) current[name] = value;
    else if (stack.length === 1) calendar[name] = value;
  }
  if (stack.length !== 0) throw new Error("unterminated component");
  return { calendar, events };
}

/** A property by its name whatever its parameters (DTSTART;VALUE=DATE → DTSTART). */
export function prop(event: IcalEvent, name: string): { key: string; value: string } | null {
  const key = Object.keys(event).find((k) => k === name || k.startsWith(`${name};`));
  return key ? { key, value: event[key] } : null;
}
