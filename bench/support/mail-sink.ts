import { SMTPServer } from "smtp-server";

/** One accepted mail: its Message-ID and when the sink accepted it (ms since the epoch, sub-ms). */
export type Accepted = { messageId: string; at: number };

/**
 * A loopback SMTP server that records every accepted mail by Message-ID, standing in for the
 * agency's provider. `stop()` closes the port (an outage: connections are refused) and `start()`
 * opens it again on the same port; what was accepted is kept across both.
 */
export function createMailSink(port: number) {
  const accepted: Accepted[] = [];
  let server: SMTPServer | undefined;
  return {
    accepted,
    url: `smtp://127.0.0.1:${port}`,
    start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, _session, callback) {
          let head = "";
          stream.on("data", (chunk: Buffer) => {
            if (head.length < 4000) head += chunk.toString("latin1");
          });
          stream.on("end", () => {
            const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? "?";
            accepted.push({ messageId, at: performance.timeOrigin + performance.now() });
            callback();
          });
        },
      });
      const listening = server;
      return new Promise<void>((resolve) => listening.listen(port, "127.0.0.1", () => resolve()));
    },
    stop() {
      const closing = server;
      server = undefined;
      return new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
  };
}

export type MailSink = ReturnType<typeof createMailSink>;

/** Received, duplicates (the same Message-ID twice) and lost (expected IDs never received). */
export function countDeliveries(sink: MailSink, expected: number) {
  const unique = new Set(sink.accepted.map((a) => a.messageId));
  return {
    received: sink.accepted.length,
    duplicates: sink.accepted.length - unique.size,
    lost: expected - unique.size,
  };
}
