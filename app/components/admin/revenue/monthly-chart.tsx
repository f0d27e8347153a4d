import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type MonthPoint = { month: string; income: number; expenses: number };

/** Income and expenses per month (loaded lazily in the browser; the table beside it says the same). */
export default function MonthlyChart({
  points,
  format,
}: {
  points: MonthPoint[];
  format: (n: number) => string;
}) {
  return (
    <div aria-hidden className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {/* Decorative (aria-hidden, the table says the same): without the keyboard layer, whose
            tabindex would put a focusable element inside aria-hidden (axe aria-hidden-focus). */}
        <BarChart data={points} margin={{ left: 8, right: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
          <XAxis dataKey="month" tick={{ fontSize: 12 }} />
          <YAxis tick={{ fontSize: 12 }} width={72} tickFormatter={(v: number) => format(v)} />
          <Tooltip formatter={(v) => format(Number(v))} />
          <Legend />
          <Bar dataKey="income" name="Income" fill="#15803d" isAnimationActive={false} />
          <Bar dataKey="expenses" name="Expenses" fill="#b91c1c" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
