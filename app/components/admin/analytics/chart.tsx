import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import type { ChartProps } from "./chart-impl.tsx";

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
