import cliProgress from "cli-progress";

/** One step of a long command: `done` of `total` units (tables, files), the current one named. */
export type Progress = (done: number, total: number, name: string) => void;

type Output = { isTTY?: boolean; write(text: string): unknown };

/**
 * Progress of `npm run backup` / `restore` (issue 36 item 18): one bar redrawn in place on a
 * terminal (cli-progress), and on a pipe or a log nothing until the end, then one plain line
 * (`finish`), never a wall of lines.
 */
export function progressReporter(title: string, stream: Output = process.stderr) {
  let bar: cliProgress.SingleBar | null = null;
  let last = { done: 0, total: 0 };
  const started = Date.now();
  const update: Progress = (done, total, name) => {
    last = { done, total };
    if (!stream.isTTY) return;
    if (!bar) {
      bar = new cliProgress.SingleBar(
        {
          format: `${title} [{bar}] {value}/{total} {name}`,
          stream: stream as NodeJS.WritableStream,
          hideCursor: true,
          clearOnComplete: true,
        },
        cliProgress.Presets.shades_classic,
      );
      bar.start(total, done, { name });
    } else {
      bar.setTotal(total);
      bar.update(done, { name });
    }
  };
  return {
    update,
    /** Ends the bar; off a terminal, prints the plain summary. */
    finish() {
      bar?.stop();
      if (!stream.isTTY)
        stream.write(
          `${title}: ${last.done} of ${last.total} done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
        );
    },
  };
}
