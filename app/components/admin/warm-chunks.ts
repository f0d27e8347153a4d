/**
 * The admin's screens draw their charts with code they fetch after they render (Recharts: the
 * analytics charts, the revenue overview's monthly chart). Fetched once the admin is idle after
 * its first screen (decision 026), a move to Analytics or Revenue then shows its charts without a
 * download after the click. Only fetched and evaluated: nothing renders.
 */
const chunks = [() => import("./analytics/chart-impl.tsx"), () => import("./revenue/monthly-chart.tsx")];

let warmed = false;
export function warmAdminChunks() {
  if (warmed || typeof window === "undefined") return;
  warmed = true;
  const run = () => {
    for (const load of chunks) void load().catch(() => {});
  };
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}
