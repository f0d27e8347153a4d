import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CapturedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Every http(s) link in the text and HTML parts, in order. */
  links: string[];
  receivedAt: number;
  /** The user name the client logged in with, when it did. */
  authUser?: string;
  /** Attached files, an iCalendar invitation among them (contentType text/calendar). */
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

const linkPattern = /https?:\/\/[^\s"'<>)\]]+/g;

function toCaptured(mail: ParsedMail, authUser?: string): CapturedMail {
  const text = mail.text ?? "";
  const html = typeof mail.html === "string" ? mail.html : "";
  const headers: Record<string, string> = {};
  for (const line of mail.headerLines) headers[line.key] = line.line.slice(line.key.length + 1).trim();
  const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase()));
  return {
    to,
    from: mail.from?.text ?? "",
    subject: mail.subject ?? "",
    text,
    html,
    headers,
    links: [...new Set([...(text.match(linkPattern) ?? []), ...(html.match(linkPattern) ?? [])])].map((l) =>
      l.replaceAll("&amp;", "&"),
    ),
    receivedAt: Date.now(),
    authUser,
    attachments: mail.attachments.map((file) => ({
      filename: file.filename ?? "",
      contentType: file.contentType,
      content: file.content,
    })),
  };
}

/**
 * A real SMTP server on loopback that records every message it accepts, standing in for the
 * agency's mail provider in tests. `reject` makes it refuse mail (a provider outage). With `auth`,
 * it accepts mail only after a login with that user name and password (over plain text, which
 * only a test on loopback may do).
 */
export async function startSmtpCapture(port = 0, options: { auth?: { user: string; pass: string } } = {}) {
  const mails: CapturedMail[] = [];
  let rejecting = false;
  const { auth } = options;
  const server = new SMTPServer({
    authOptional: !auth,
    allowInsecureAuth: Boolean(auth),
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.pass) {
        callback(null, { user: login.username });
        return;
      }
      callback(Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      if (rejecting) {
        stream.resume();
        callback(Object.assign(new Error("Service unavailable"), { responseCode: 421 }));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          mails.push(toCaptured(mail, typeof session.user === "string" ? session.user : undefined));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    mails,
    setRejecting(value: boolean) {
      rejecting = value;
    },
    /** Waits for the first mail to `to` matching `filter`. */
    async waitFor(to: string, filter: (m: CapturedMail) => boolean = () => true, timeoutMs = 10_000) {
      const started = Date.now();
      for (;;) {
        const found = mails.find((m) => m.to.includes(to.toLowerCase()) && filter(m));
        if (found) return found;
        if (Date.now() - started > timeoutMs) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
