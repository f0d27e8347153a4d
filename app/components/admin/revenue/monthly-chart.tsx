import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { labelPartialLast, valueAxisWidth } from "../analytics/chart-data.ts";

export type MonthPoint = { month: string; income: number; expenses: number };

/** Income and expenses per month (loaded lazily in the browser; the table beside it says the same). */
export default function MonthlyChart({
  points,
  format,
  partialLast = false,
}: {
  points: MonthPoint[];
  format: (n: number) => string;
  /** The last month is this one, still counting: its bars are drawn lighter and labelled so. */
  partialLast?: boolean;
}) {
  const rows = partialLast ? labelPartialLast(points, "month") : points;
  const width = valueAxisWidth(
    points.flatMap((p) => [p.income, p.expenses]),
    format,
  );
  const lighterLast = (fill: string) =>
    partialLast &&
    rows.map((row, i) => (
      <Cell key={String(row.month)} fill={fill} fillOpacity={i === rows.length - 1 ? 0.45 : 1} />
    ));
  return (
    <div aria-hidden className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {/* Decorative (aria-hidden, the table says the same): without the keyboard layer, whose
            tabindex would put a focusable element inside aria-hidden (axe aria-hidden-focus). */}
        <BarChart data={rows} margin={{ left: 8, right: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
          <XAxis dataKey="month" tick={{ fontSize: 12 }} />
          <YAxis tick={{ fontSize: 12 }} width={width} tickFormatter={(v: number) => format(v)} />
          <Tooltip formatter={(v) => format(Number(v))} />
          {/* The legend's words in the text colour (the series' own red and green are too dark on
              the dark theme to read); the swatch keeps the series' colour. */}
          <Legend
            formatter={(value: string) => (
              <span className="text-neutral-700 dark:text-neutral-200">{value}</span>
            )}
          />
          <Bar dataKey="income" name="Income" fill="#15803d" isAnimationActive={false}>
            {lighterLast("#15803d")}
          </Bar>
          <Bar dataKey="expenses" name="Expenses" fill="#b91c1c" isAnimationActive={false}>
            {lighterLast("#b91c1c")}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
