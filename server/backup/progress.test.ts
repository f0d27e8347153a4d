import { describe, expect, it } from "vitest";
import { progressReporter } from "./progress.ts";

const output = (isTTY: boolean) => {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text), on() {}, removeListener() {} };
};

describe("the progress of backup and restore", () => {
  it("prints one plain summary, not a line per table, when not on a terminal", () => {
    const out = output(false);
    const progress = progressReporter("Backing up tables", out);
    for (let i = 1; i <= 40; i++) progress.update(i, 40, `table_${i}`);
    progress.finish();
    expect(out.written).toHaveLength(1);
    expect(out.written[0]).toMatch(/^Backing up tables: 40 of 40 done in \d+\.\d s\n$/);
  });

  it("draws a bar on a terminal", () => {
    const out = output(true);
    const progress = progressReporter("Restoring tables", out);
    progress.update(3, 10, "contacts");
    progress.finish();
    expect(out.written.join("")).toContain("Restoring tables");
    expect(out.written.join("")).toMatch(/3\/10 contacts|10\/10|\[/);
  });
});
