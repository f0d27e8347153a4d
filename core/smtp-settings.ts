/*
 * Rules for the SMTP server fields of Settings > Email (issue 17), shared by the form and the server.
 * Each returns the problem in words, or null when the value is fine ('' means "not set").
 */

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** A host name (smtp.example.com), an IPv4 address or an IPv6 address; never a URL or host:port. */
export function smtpHostProblem(value: string): string | null {
  if (value === "") return null;
  if (value.includes("://"))
    return "SMTP host is the server's name only, such as smtp.example.com (without smtp://)";
  if (/^[^:]+:\d+$/.test(value)) return "SMTP host is the name only: enter the port in the Port field";
  const ipv6 = value.includes(":") && /^[0-9a-f:.]+$/i.test(value) && value.split(":").length >= 3;
  const hostName = value.length <= 253 && value.split(".").every((label) => LABEL.test(label));
  return ipv6 || hostName ? null : "SMTP host must be a host name such as smtp.example.com";
}

export const SMTP_PORT_MAX = 65535;

export function smtpPortProblem(value: string): string | null {
  if (value === "") return null;
  const port = Number(value);
  return /^\d{1,5}$/.test(value) && port >= 1 && port <= SMTP_PORT_MAX
    ? null
    : `SMTP port must be a whole number from 1 to ${SMTP_PORT_MAX}`;
}
