import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import type { ChartProps, ChartSeries } from "./chart-impl.tsx";

const ChartImpl = lazy(() => import("./chart-impl.tsx"));

/**
 * A chart with its table alternative: the table is always in the page (screen readers, no
 * JavaScript, printing); the drawing is Recharts, fetched after hydration so it costs the first
 * load nothing. Animations are off, so reduced motion is respected.
 */
export function Chart({ label, table, ...props }: ChartProps & { label: string; table: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <figure className="text-neutral-600 dark:text-neutral-400">
      {props.series.length > 1 && <ChartLegend series={props.series} />}
      <div role="img" aria-label={label} className="h-60">
        {mounted && props.data.length > 0 && (
          <Suspense fallback={<p className="text-sm">Loading chart…</p>}>
            <ChartImpl {...props} />
          </Suspense>
        )}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-brand-600">
          Show as table
        </summary>
        <div className="mt-2 text-neutral-900 dark:text-neutral-100">{table}</div>
      </details>
    </figure>
  );
}

/** Which colour is which series: server-rendered, so it is there before the drawing loads. */
function ChartLegend({ series }: { series: ChartSeries[] }) {
  return (
    <ul aria-label="Legend" className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-2.5 rounded-full"
            style={{ backgroundColor: s.color }}
          />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
