/** Pure helpers of the charts (chart-impl.tsx, revenue's monthly-chart.tsx), tested on their own. */

export type ChartRow = Record<string, string | number | null>;

/** Said of a last point that is still counting (today, this month). */
export const SO_FAR = "(so far)";
/** The key of a series' dashed last segment. */
export const soFarKey = (key: string) => `${key}SoFar`;

/**
 * A line chart whose last point is today: each series ends solid at the last complete point, and
 * a dashed segment (key `${key}SoFar`) leads to the point still counting, whose label says so, so
 * that the chart does not end in a false drop.
 */
export function withPartialLast(data: ChartRow[], xKey: string, keys: string[]): ChartRow[] {
  const last = data.length - 1;
  if (last < 0) return data;
  return data.map((row, i) => {
    const out: ChartRow = { ...row };
    for (const key of keys) {
      out[soFarKey(key)] = i >= last - 1 ? row[key] : null;
      if (i === last) out[key] = null;
    }
    if (i === last) out[xKey] = `${row[xKey]} ${SO_FAR}`;
    return out;
  });
}

/** The last row's label says it is still counting (a bar chart's last bar). */
export function labelPartialLast(data: ChartRow[], xKey: string): ChartRow[] {
  return data.map((row, i) => (i === data.length - 1 ? { ...row, [xKey]: `${row[xKey]} ${SO_FAR}` } : row));
}

/** About the width of a digit or a letter of the axis' 12 px font, with some to spare. */
const CHARACTER_PX = 7.5;
const TICK_GAP_PX = 14;

/**
 * The value axis' width that shows its longest label whole ('$22.5K' was cut at the left edge of
 * a fixed 48 px): the labels of the largest value and of the rounder values an axis ends on.
 */
export function valueAxisWidth(values: number[], label: (value: number) => string, minimum = 40): number {
  const top = Math.max(0, ...values.filter(Number.isFinite));
  const magnitude = top > 0 ? 10 ** Math.floor(Math.log10(top)) : 1;
  const candidates = [top, Math.ceil(top / magnitude) * magnitude, top * 1.25, top / 4, top * 0.75];
  const longest = Math.max(...candidates.map((v) => label(v).length));
  return Math.max(minimum, Math.ceil(longest * CHARACTER_PX + TICK_GAP_PX));
}
