import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once.ts";

describe("loadOnce", () => {
  it("imports once however often it is asked", async () => {
    const importer = vi.fn(async () => ({ rules: 1 }));
    const load = loadOnce(importer);
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(a);
    expect(b).toBe(a);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed import", async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce({ rules: 2 });
    const load = loadOnce(importer);
    await expect(load()).rejects.toThrow("offline");
    await expect(load()).resolves.toEqual({ rules: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
