/**
 * Why a send failed, the one rule of the outbox worker and the campaign sender:
 * - `unreachable`: no SMTP conversation ever started (connection refused, no route, DNS, connect
 *   or greeting timeout). The mail was never offered, so the failure says nothing about it: it is
 *   not counted as an attempt and is retried on a short fixed interval, and the server comes back
 *   into use within that interval of its return.
 * - `refused`: a 5xx reply, the server refuses this mail for good.
 * - `deferred`: anything else (a 4xx reply, a connection lost mid-send). The mail itself may be the
 *   cause (too big, a poison message), so it counts and backs off exponentially.
 */
export type SendFailure = "unreachable" | "refused" | "deferred";

type SmtpError = {
  responseCode?: number;
  /** nodemailer keeps the system error's code here when it sets its own (ESOCKET, EDNS...). */
  originalCode?: string;
  code?: string;
  /** nodemailer's name for which of its timeouts ran out. */
  timeoutType?: string;
};

/* System errors of connect() and of the host name lookup: raised before the first byte. */
const connectErrors = new Set([
  "ECONNREFUSED",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/* A socket or TLS-upgrade timeout may come mid-send; these two come before the server's greeting. */
const beforeGreetingTimeouts = new Set(["CONNECT_TIMEOUT", "GREETING_TIMEOUT"]);

export function classifySendFailure(error: unknown): SendFailure {
  const e = (typeof error === "object" && error !== null ? error : {}) as SmtpError;
  if (typeof e.responseCode === "number") return e.responseCode >= 500 ? "refused" : "deferred";
  if (e.timeoutType) return beforeGreetingTimeouts.has(e.timeoutType) ? "unreachable" : "deferred";
  if (e.code === "EDNS") return "unreachable";
  return connectErrors.has(e.originalCode ?? e.code ?? "") ? "unreachable" : "deferred";
}

/**
 * A hard bounce: the server refused the recipient itself (a 5xx answer to RCPT TO, or an enhanced
 * status 5.1.x such as 5.1.1 'user unknown'), as opposed to refusing this one message (too big,
 * content). Only a hard bounce marks a subscriber 'bounced'.
 */
export function isHardBounce(error: unknown): boolean {
  if (classifySendFailure(error) !== "refused") return false;
  const e = (typeof error === "object" && error !== null ? error : {}) as {
    command?: string;
    response?: string;
    message?: string;
  };
  if (e.command === "RCPT TO") return true;
  return /\b5\.1\.\d{1,3}\b/.test(`${e.response ?? ""} ${e.message ?? ""}`);
}
