import { describe, expect, it } from "vitest";
import { checkedUpload, peek } from "./upload-check.ts";

/** A stream of `count` chunks of `size` bytes, chunk i filled with the byte i. */
const chunked = (count: number, size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < count; i++) controller.enqueue(new Uint8Array(size).fill(i));
      controller.close();
    },
  });

describe("peek", () => {
  it("reads the head and still hands on every byte, in order, once", async () => {
    const { head, body } = await peek(chunked(40, 4096), 10_000);
    expect(head.byteLength).toBeGreaterThanOrEqual(10_000);
    const all = new Uint8Array(await new Response(body).arrayBuffer());
    expect(all.byteLength).toBe(40 * 4096);
    for (let i = 0; i < 40; i++) expect(all[i * 4096]).toBe(i);
  });

  it("handles a file shorter than the head", async () => {
    const { head, body } = await peek(chunked(1, 10));
    expect(head.byteLength).toBe(10);
    expect((await new Response(body).arrayBuffer()).byteLength).toBe(10);
  });
});

describe("checkedUpload", () => {
  it("finds a real signature with file-type and passes a large file through whole", async () => {
    const pdf = new Uint8Array(200_000).fill(32);
    pdf.set(new TextEncoder().encode("%PDF-1.7\n"));
    const body = await checkedUpload({
      name: "big.pdf",
      type: "application/pdf",
      body: new Blob([pdf]).stream(),
    });
    expect((await new Response(body).arrayBuffer()).byteLength).toBe(200_000);
  });

  it("refuses an ELF program named .pdf", async () => {
    const elf = new Uint8Array(128);
    elf.set([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]);
    await expect(checkedUpload({ name: "x.pdf", body: new Blob([elf]).stream() })).rejects.toThrow(
      /\.pdf extension: it is a program/,
    );
  });
});
