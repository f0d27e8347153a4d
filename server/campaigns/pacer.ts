/* The messages-per-second limit (setting emailSendRate) that protects the mail provider. */

export const SEND_RATE_MIN = 1;
export const SEND_RATE_MAX = 5_000;

export function sendRate(setting: string): number {
  const n = Math.floor(Number(setting));
  if (!Number.isFinite(n) || n < SEND_RATE_MIN) return 100;
  return Math.min(SEND_RATE_MAX, n);
}

/** Hands out send slots 1/rate seconds apart; idle time is not saved up into a burst. */
export function createPacer(now: () => number = () => performance.now()) {
  let nextSlot = 0;
  return {
    async take(rate: number) {
      const t = now();
      const slot = Math.max(t, nextSlot);
      nextSlot = slot + 1000 / rate;
      const wait = slot - t;
      if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    },
  };
}
