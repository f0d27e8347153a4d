import { adminNav } from "./nav-items.ts";
import { loadScreenCode } from "./screen-code.ts";

/**
 * The admin's screens draw their charts with code they fetch after they render (Recharts: the
 * analytics charts, the revenue overview's monthly chart). Fetched once the admin is idle after
 * its first screen (decision 026), a move to Analytics or Revenue then shows its charts without a
 * download after the click. Only fetched and evaluated: nothing renders.
 *
 * Then the code of the sidebar's screens, one screen per idle moment: a screen's modules build
 * their forms' schemas when they are evaluated (Revenue's about 130 ms at 4× CPU, a CPU profile),
 * more than the pointer's rest on a sidebar entry leaves before the click (`IntentLink` starts the
 * same on intent, for a click before this is done).
 */
const chunks = [() => import("./analytics/chart-impl.tsx"), () => import("./revenue/monthly-chart.tsx")];

const idle = () =>
  new Promise<void>((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 1000);
  });

let warmed = false;
export function warmAdminChunks() {
  if (warmed || typeof window === "undefined") return;
  warmed = true;
  void (async () => {
    await idle();
    await Promise.all(chunks.map((load) => load().catch(() => {})));
    for (const item of adminNav) {
      await idle();
      await loadScreenCode(item.to);
    }
  })();
}
