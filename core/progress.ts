/* Progress of long work in words (issue 36 item 18): 'Sent 1,240 of 5,000', and an estimate of
   the time left from the pace so far. */

const whole = (n: number) => Math.round(n).toLocaleString("en-US");

/** 'about 3 minutes left' from the pace so far; null until there is a pace to go by. */
export function timeLeft(done: number, total: number, elapsedMs: number): string | null {
  if (done <= 0 || done >= total || elapsedMs <= 0) return null;
  const seconds = ((total - done) * elapsedMs) / done / 1000;
  if (seconds < 60) return "less than a minute left";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} minute${minutes === 1 ? "" : "s"} left`;
  const hours = Math.round(minutes / 60);
  return `about ${hours} hour${hours === 1 ? "" : "s"} left`;
}

/** A campaign being sent: 'Sent 1,240 of 5,000' and, once it has a pace, the time left. */
export function sendingProgress(
  done: number,
  total: number,
  startedAt: Date | string | null,
  now = new Date(),
) {
  const max = Math.max(total, done, 0);
  const elapsed = startedAt ? now.getTime() - new Date(startedAt).getTime() : 0;
  return {
    value: Math.max(0, Math.min(done, max)),
    max,
    text: `Sent ${whole(done)} of ${whole(max)}`,
    estimate: timeLeft(done, max, elapsed),
  };
}

/** '12.4 MB of 500 MB' for bytes moved. */
export function bytesProgress(loaded: number, total: number): string {
  const unit = (n: number) =>
    n >= 1e9
      ? `${(n / 1e9).toFixed(1)} GB`
      : n >= 1e6
        ? `${(n / 1e6).toFixed(1)} MB`
        : `${Math.round(n / 1e3)} KB`;
  return `${unit(loaded)} of ${unit(total)}`;
}
