import { describe, expect, it } from "vitest";
import { InputError } from "../projects/errors.ts";
import { readFormData, UPLOAD_INTERRUPTED } from "./form-data.ts";

async function multipart(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const encoded = new Response(form);
  return { body: await encoded.blob(), type: encoded.headers.get("content-type")! };
}

describe("readFormData", () => {
  it("reads a form under the limit", async () => {
    const { body, type } = await multipart({ name: "x", file: new File(["abc"], "a.pdf") });
    const request = new Request("http://x/", { method: "POST", body, headers: { "content-type": type } });
    const form = await readFormData(request, 10_000, "too big");
    expect(form.get("name")).toBe("x");
    expect(await (form.get("file") as File).text()).toBe("abc");
  });

  it("refuses a declared length over the limit before reading", async () => {
    const request = new Request("http://x/", {
      method: "POST",
      body: "x".repeat(10),
      headers: { "content-length": "999999", "content-type": "text/plain" },
    });
    await expect(readFormData(request, 1000, "too big")).rejects.toThrow(new InputError("too big"));
  });

  it("stops reading a streamed body once it passes the limit", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1000));
        if (pulled > 1000) controller.close();
      },
    });
    const request = new Request("http://x/", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    await expect(readFormData(request, 5000, "too big")).rejects.toThrow("too big");
    expect(pulled).toBeLessThan(20);
  });

  it("says the upload was interrupted when the sender goes away midway (a 400, not a 500)", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (++pulled > 3) controller.error(new Error("aborted"));
        else controller.enqueue(new Uint8Array(1000));
      },
    });
    const request = new Request("http://x/", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    await expect(readFormData(request, 1_000_000, "too big")).rejects.toThrow(
      new InputError(UPLOAD_INTERRUPTED),
    );
  });
});
