import net from "node:net";
import nodemailer from "nodemailer";
import { afterAll, describe, expect, it } from "vitest";
import { startSmtpCapture } from "../../tests/support/smtp-capture.ts";
import { classifySendFailure } from "./send-failure.ts";

const mail = { from: "app@example.test", to: "reader@example.test", subject: "x", text: "x" };

/** The error nodemailer really raises for a server at `port`, so the rule follows the library. */
async function failureAt(port: number) {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, pool: true, greetingTimeout: 200 });
  try {
    await transport.sendMail(mail);
    throw new Error("the mail was accepted");
  } catch (error) {
    return error;
  } finally {
    transport.close();
  }
}

async function listen(server: net.Server) {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as net.AddressInfo).port;
}

const capture = await startSmtpCapture();
const silent = net.createServer(() => {});
afterAll(async () => {
  await capture.close();
  silent.close();
});

describe("send failure rule", () => {
  it("a refused connection is an unreachable server", async () => {
    const closed = net.createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    expect(classifySendFailure(await failureAt(port))).toBe("unreachable");
  });

  it("a server that never greets is unreachable", async () => {
    expect(classifySendFailure(await failureAt(await listen(silent)))).toBe("unreachable");
  });

  it("a 4xx reply defers the mail and a 5xx refuses it", async () => {
    capture.setRejecting(true);
    const error = await failureAt(capture.port);
    capture.setRejecting(false);
    expect(classifySendFailure(error)).toBe("deferred");
    expect(classifySendFailure(Object.assign(new Error("No such user"), { responseCode: 550 }))).toBe(
      "refused",
    );
  });

  it("a connection lost or timed out after the greeting defers the mail: it may be the cause", () => {
    const lost = Object.assign(new Error("Connection closed unexpectedly"), { code: "ECONNECTION" });
    const timeout = Object.assign(new Error("Timeout"), { code: "ETIMEDOUT", timeoutType: "SOCKET_TIMEOUT" });
    expect(classifySendFailure(lost)).toBe("deferred");
    expect(classifySendFailure(timeout)).toBe("deferred");
    expect(classifySendFailure("not an error")).toBe("deferred");
  });
});
