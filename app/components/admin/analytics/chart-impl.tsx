import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from "recharts";
import type { NameType, ValueType } from "recharts/types/component/DefaultTooltipContent";
import {
  type ChartRow,
  labelPartialLast,
  SO_FAR,
  soFarKey,
  valueAxisWidth,
  withPartialLast,
} from "./chart-data.ts";

export type ChartSeries = { key: string; label: string; color: string };
export type ChartProps = {
  kind: "line" | "bar";
  data: Record<string, string | number>[];
  xKey: string;
  series: ChartSeries[];
  /** How a value reads in the tooltip, and (with `tick`) on the value axis. */
  format?: (value: number) => string;
  tick?: (value: number) => string;
  /** The last point is still counting (today, this month): drawn apart and labelled '(so far)'. */
  partialLast?: boolean;
};

const axis = { stroke: "currentColor", fontSize: 12 };
const tooltipStyle = { background: "var(--color-neutral-900, #171717)", color: "#fff", borderRadius: 6 };

/** Recharts, loaded only in the browser and only on pages that draw a chart (chart.tsx). */
export default function ChartImpl({
  kind,
  data,
  xKey,
  series,
  format,
  tick,
  partialLast = false,
}: ChartProps) {
  const Chart = kind === "line" ? LineChart : BarChart;
  const keys = series.map((s) => s.key);
  const rows: ChartRow[] = !partialLast
    ? data
    : kind === "line"
      ? withPartialLast(data, xKey, keys)
      : labelPartialLast(data, xKey);
  const label = tick ?? format ?? ((v: number) => v.toLocaleString("en-US"));
  const values = data.flatMap((row) => keys.map((k) => Number(row[k])));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <Chart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid strokeOpacity={0.15} vertical={false} />
        <XAxis dataKey={xKey} tick={axis} tickLine={false} minTickGap={24} />
        <YAxis
          tick={axis}
          tickLine={false}
          width={valueAxisWidth(values, label)}
          allowDecimals={false}
          tickFormatter={label}
        />
        <Tooltip
          isAnimationActive={false}
          content={({ active, payload, label: at }) => (
            <ChartTooltip active={active} payload={payload} label={at} series={series} format={format} />
          )}
        />
        {series.map((s) =>
          kind === "line" ? (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stroke={s.color}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ) : (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={s.color}
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            >
              {partialLast &&
                rows.map((row, i) => (
                  <Cell key={String(row[xKey])} fillOpacity={i === rows.length - 1 ? 0.45 : 1} />
                ))}
            </Bar>
          ),
        )}
        {partialLast &&
          kind === "line" &&
          series.map((s) => (
            <Line
              key={soFarKey(s.key)}
              dataKey={soFarKey(s.key)}
              name={`${s.label} ${SO_FAR}`}
              stroke={s.color}
              strokeDasharray="4 4"
              dot={false}
              strokeWidth={2}
              legendType="none"
              isAnimationActive={false}
            />
          ))}
      </Chart>
    </ResponsiveContainer>
  );
}

/**
 * One value per series for the point under the pointer: the dashed segment's copy of yesterday's
 * value is not listed twice; today's value, drawn by the dashed segment, is.
 */
function ChartTooltip({
  active,
  payload,
  label,
  series,
  format,
}: Pick<TooltipContentProps<ValueType, NameType>, "active" | "payload" | "label"> & {
  series: ChartSeries[];
  format?: (value: number) => string;
}) {
  if (!active || !payload?.length) return null;
  const lines = series.flatMap((s) => {
    const entry =
      payload.find((p) => p.dataKey === s.key && p.value != null) ??
      payload.find((p) => p.dataKey === soFarKey(s.key) && p.value != null);
    if (!entry) return [];
    const value = Number(entry.value);
    return [
      {
        key: s.key,
        color: s.color,
        text: `${s.label}: ${format ? format(value) : value.toLocaleString("en-US")}`,
      },
    ];
  });
  return (
    <div style={tooltipStyle} className="px-3 py-2 text-xs">
      <p className="mb-1 font-semibold">{label}</p>
      {lines.map((l) => (
        <p key={l.key} style={{ color: "#fff" }}>
          <span aria-hidden="true" style={{ color: l.color }}>
            ●{" "}
          </span>
          {l.text}
        </p>
      ))}
    </div>
  );
}
