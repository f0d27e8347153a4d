/** The malformed-input corpus of the fuzz test (tests/unit/fuzz-routes.test.ts). */
export type FuzzRequest = { method: string; path: string; headers?: Record<string, string>; body?: BodyInit };

const NUL = "\u0000";
const BAD_UUID = "not-a-uuid";
const HUGE = "99999999999999999999999999999";

/** Query strings for GET: control characters, huge numbers, invalid ids, arrays, garbage. */
export const queryCorpus = [
  "",
  `?q=${encodeURIComponent(NUL)}`,
  "?q=%00",
  "?q=%C0%80",
  "?q=%",
  `?page=${HUGE}`,
  "?page=-1&pageSize=NaN",
  `?id=${BAD_UUID}&projectId=${BAD_UUID}`,
  "?status=unknown&sort=%27;drop%20table%20users;--",
  "?q[]=a&q[]=b&status[]=x",
  `?token=${NUL}`,
  `?redirectTo=/.//evil.example`,
  `?q=${"x".repeat(5000)}`,
];

/** Path suffixes appended to each route's sample URL. */
export const pathCorpus = ["", "/%00", "/..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e", `/${BAD_UUID}`, ".data"];

const multipartBroken = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'; // no closing boundary

/** POST bodies: wrong content types, invalid JSON, wrong types, NUL, unknown intents, big bodies. */
export function postCorpus(): Omit<FuzzRequest, "method" | "path">[] {
  const json = (value: unknown) => ({
    headers: { "content-type": "application/json" },
    body: typeof value === "string" ? value : JSON.stringify(value),
  });
  const form = (fields: Record<string, string>) => ({
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return [
    json("{not json"),
    json([1, 2, 3]),
    json({ email: ["a@b.co"], name: { $ne: 1 }, password: 12, intent: HUGE, id: BAD_UUID }),
    json({ email: `a${NUL}@b.co`, name: NUL, password: "password123" }),
    json({ intent: "delete", id: BAD_UUID, ids: [BAD_UUID, HUGE] }),
    { headers: { "content-type": "text/plain" }, body: "hello" },
    { headers: { "content-type": "application/xml" }, body: "<a/>" },
    { headers: { "content-type": "multipart/form-data; boundary=x" }, body: multipartBroken },
    { headers: { "content-type": "multipart/form-data" }, body: "no boundary" },
    form({ intent: "unknown-intent" }),
    form({ intent: "delete", id: BAD_UUID }),
    form({ intent: "update", id: "00000000-0000-4000-8000-000000000000", status: "maybe", score: HUGE }),
    form({ intent: "create", name: `x${NUL}`, email: `${NUL}@x.co`, note: NUL, content: NUL }),
    form({ email_updates: "maybe", name: "x".repeat(100_000), email: "<img/src=x/onerror=alert(1)>@x.co" }),
    form({ token: NUL, password: "a", confirmPassword: "b" }),
    { headers: { "content-type": "application/x-www-form-urlencoded" }, body: `a=${"x".repeat(2_000_000)}` },
    {},
  ];
}

/** Text that must never appear in an answer: stack traces, SQL and driver errors. SQL words are
 *  matched in capitals only, so page copy such as 'Select a service from...' is not one. */
export const leakPattern =
  /\n\s+at .+\(.*:\d+:\d+\)|node_modules\/|invalid byte sequence|syntax error at or near|violates [a-z ]*constraint|duplicate key value|\bSELECT [^<>]{0,200} FROM "|relation "[^"]*" does not exist|DrizzleQueryError|PGlite error/;
