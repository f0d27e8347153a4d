import { readFileSync, writeFileSync } from "node:fs";

const README = "bench/README.md";

/**
 * Writes a bench's figures into bench/README.md between its `<!-- id:start -->` and
 * `<!-- id:end -->` markers, replacing the previous run's. When the markers are missing, the block
 * is added under `heading`: at the end, or with `at: "top"` before the first section (newest
 * figures first).
 */
export function writeReadmeBlock(id: string, heading: string, body: string, at: "top" | "end" = "end") {
  const start = `<!-- ${id}:start -->`;
  const end = `<!-- ${id}:end -->`;
  const text = readFileSync(README, "utf8");
  const block = `${start}\n${body}\n${end}`;
  if (text.includes(start)) {
    writeFileSync(
      README,
      text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), () => block),
    );
    return;
  }
  const section = `## ${heading}\n\n${block}\n`;
  const firstSection = text.indexOf("\n## ");
  writeFileSync(
    README,
    at === "top" && firstSection >= 0
      ? `${text.slice(0, firstSection + 1)}${section}\n${text.slice(firstSection + 1)}`
      : `${text.trimEnd()}\n\n${section}`,
  );
}
