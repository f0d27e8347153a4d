import { BlockList, isIP } from "node:net";

/**
 * TRUSTED_PROXIES: the peers whose X-Forwarded-For the server believes (issue 35 item 3).
 * Entries are addresses, CIDR ranges and two words: `loopback` (127.0.0.0/8 and ::1, a reverse
 * proxy on the same host; the default) and `none` (no header is believed, the socket is the client).
 */
export type TrustedProxies = { entries: string[]; list: BlockList };

const LOOPBACK = ["127.0.0.0/8", "::1/128"];

/** The message for an entry that is neither an address, a range nor a known word; null if fine. */
export function trustedProxyProblem(entry: string): string | null {
  if (entry === "loopback" || entry === "none") return null;
  const [address, prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (!family || extra !== undefined)
    return `'${entry}' is not an address, a CIDR range, 'loopback' or 'none'`;
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  if (!(bits <= (family === 4 ? 32 : 128))) return `'${entry}' has a prefix length out of range`;
  return null;
}

/** Splits the variable's value (commas or spaces) into entries; `none` alone means no entry. */
export function trustedProxyEntries(value: string): string[] {
  const entries = value.split(/[\s,]+/).filter(Boolean);
  return entries.includes("none") ? [] : entries.flatMap((e) => (e === "loopback" ? LOOPBACK : [e]));
}

/** ::ffff:192.0.2.1 is the IPv4 client 192.0.2.1 (a dual-stack socket reports it so). */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address.toLowerCase();
}

export function compileTrustedProxies(entries: string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(plainAddress(address), type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return { entries, list };
}

export function isTrusted(proxies: TrustedProxies, address: string): boolean {
  const plain = plainAddress(address);
  const family = isIP(plain);
  return family !== 0 && proxies.list.check(plain, family === 6 ? "ipv6" : "ipv4");
}

/**
 * One hop of X-Forwarded-For as an address, or null: a port some proxies append (192.0.2.1:4711,
 * [2001:db8::1]:443) is dropped; anything else that is not an address ('unknown', a name) is null.
 */
export function forwardedHop(hop: string): string | null {
  let value = hop.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  return isIP(value) ? plainAddress(value) : null;
}

/**
 * The client of a connection from `socket` that carried `forwardedFor`: the socket itself unless it
 * is a trusted proxy; then X-Forwarded-For is read from the right, past every trusted hop, to the
 * first address no trusted proxy stands for. A hop that is not an address ends the walk at the last
 * trusted hop, which did see the connection: the answer is always a real address, never a value
 * the client chose freely, and never nothing.
 */
export function resolveClientAddress(
  proxies: TrustedProxies,
  socket: string,
  forwardedFor: string | undefined,
): string {
  let client = plainAddress(socket);
  if (!isTrusted(proxies, client) || !forwardedFor) return client;
  const hops = forwardedFor.split(",").reverse();
  for (const raw of hops) {
    const hop = forwardedHop(raw);
    if (!hop) return client;
    client = hop;
    if (!isTrusted(proxies, hop)) return hop;
  }
  return client;
}
