import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

export type ChartSeries = { key: string; label: string; color: string };
export type ChartProps = {
  kind: "line" | "bar";
  data: Record<string, string | number>[];
  xKey: string;
  series: ChartSeries[];
  /** How a value reads in the tooltip, and (with `tick`) on the value axis. */
  format?: (value: number) => string;
  tick?: (value: number) => string;
};

const axis = { stroke: "currentColor", fontSize: 12 };

/** Recharts, loaded only in the browser and only on pages that draw a chart (chart.tsx). */
export default function ChartImpl({ kind, data, xKey, series, format, tick }: ChartProps) {
  const Chart = kind === "line" ? LineChart : BarChart;
  return (
    <ResponsiveContainer width="100%" height={240}>
      <Chart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid strokeOpacity={0.15} vertical={false} />
        <XAxis dataKey={xKey} tick={axis} tickLine={false} minTickGap={24} />
        <YAxis tick={axis} tickLine={false} width={48} allowDecimals={false} tickFormatter={tick ?? format} />
        <Tooltip
          contentStyle={{
            background: "var(--color-neutral-900, #171717)",
            color: "#fff",
            border: "none",
            borderRadius: 6,
          }}
          isAnimationActive={false}
          formatter={format ? (value) => (typeof value === "number" ? format(value) : value) : undefined}
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
            />
          ),
        )}
      </Chart>
    </ResponsiveContainer>
  );
}
