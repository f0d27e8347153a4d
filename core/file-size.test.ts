import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size.ts";

describe("formatFileSize", () => {
  it("shows zero and invalid sizes as 0 Bytes", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(-5)).toBe("0 Bytes");
    expect(formatFileSize(Number.NaN)).toBe("0 Bytes");
  });

  it("uses 1024-based units with up to two decimals", () => {
    expect(formatFileSize(1)).toBe("1 Bytes");
    expect(formatFileSize(1023)).toBe("1023 Bytes");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(1024 * 1024)).toBe("1 MB");
    expect(formatFileSize(5.25 * 1024 * 1024)).toBe("5.25 MB");
    expect(formatFileSize(1234567)).toBe("1.18 MB");
    expect(formatFileSize(3 * 1024 ** 3)).toBe("3 GB");
  });

  it("stays in GB above the gigabytes", () => {
    expect(formatFileSize(2 * 1024 ** 4)).toBe("2048 GB");
  });
});
