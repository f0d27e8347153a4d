import { createElement, Suspense, use } from "react";
import { renderToString } from "react-dom/server";
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

  it("renders with use() at once when the module has loaded, and waits (the fallback) before", async () => {
    const load = loadOnce(async () => ({ text: "the module part" }));
    function Part() {
      return use(load()).text;
    }
    const page = () => renderToString(createElement(Suspense, { fallback: "waiting" }, createElement(Part)));
    expect(page()).toContain("waiting");
    await load();
    expect(page()).toContain("the module part");
    expect(page()).not.toContain("waiting");
  });
});
