import type { Database } from "./db/client.ts";

export type WakeableLoopOptions = {
  database: Database;
  /** NOTIFY channel that says new work is due (sent when the work's transaction commits). */
  channel: string;
  /** The longest sleep between two passes. */
  pollMs: number;
  /** Does one round of work; true when more may be due at once (the loop goes again). */
  runOnce: () => Promise<boolean>;
  /** How long until the next known due work (the loop caps it at pollMs itself). */
  nextWakeMs: () => Promise<number>;
  /** Log prefix and what the work is, for the two warnings the loop may print. */
  label: string;
};

/**
 * The background loop shared by the mail outbox worker and the campaign sender: rounds of work
 * until nothing is due, then sleep until the next due time (capped by pollMs) or a NOTIFY on the
 * channel, whichever comes first. A wake during a pass makes the pass go round once more rather
 * than start a second pass beside it, so one process never runs two passes at once.
 */
export function startWakeableLoop(options: WakeableLoopOptions) {
  const { pollMs, label } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let again = false;

  function schedule(wait: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(wake, Math.min(pollMs, wait));
    timer.unref();
  }

  async function loop() {
    let wait = pollMs;
    try {
      do {
        again = false;
        while (!stopped && (await options.runOnce())) {}
      } while (again && !stopped);
      wait = await options.nextWakeMs();
    } catch (error) {
      if (!stopped) console.warn(`${label} pass failed: ${(error as Error).message}`);
    } finally {
      pass = undefined;
      schedule(wait);
    }
  }

  function wake() {
    if (stopped) return;
    if (pass) {
      again = true;
      return;
    }
    clearTimeout(timer);
    pass = loop();
  }

  const unlisten = options.database.listen(options.channel, wake).then(
    (stop) => {
      // Work committed while LISTEN was being set up sent its NOTIFY to nobody: look once more.
      wake();
      return stop;
    },
    (error: Error) => {
      console.warn(`${label} cannot listen, polling only: ${error.message}`);
      wake();
      return async () => {};
    },
  );

  return {
    wake,
    /** True once stop() was called: long rounds check it to end early. */
    isStopped: () => stopped,
    /**
     * Resolves when the pass under way (if any) is over, the first pass included: it starts once
     * LISTEN is set up, so before that there is no pass to wait for yet and a caller that went on
     * would run beside it.
     */
    idle: async () => {
      await unlisten;
      while (pass) await pass;
    },
    /** Stops waking, stops listening, and waits for the pass under way. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await (await unlisten)();
      await pass;
    },
  };
}

/**
 * A sweep for due work every `pollMs` (and at start, or on a NOTIFY on the channel), which any
 * number of instances may run at once: the work claims each item so that only one sends it.
 */
export function startSweep(options: {
  database: Database;
  channel: string;
  pollMs: number;
  label: string;
  sweep: () => Promise<unknown>;
}) {
  const { sweep, ...loop } = options;
  return startWakeableLoop({
    ...loop,
    runOnce: async () => {
      await sweep();
      return false;
    },
    nextWakeMs: async () => options.pollMs,
  });
}
