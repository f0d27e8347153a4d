import { clsx } from "clsx";
import { scoreColor } from "#core/crm/score.ts";
import { badge } from "../styles.ts";

const colours = {
  green: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300",
  yellow: "bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-300",
  orange: "bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-300",
  red: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
} as const;

/** The lead score in its colour (001 section 5). */
export function ScoreBadge({ score }: { score: number }) {
  const colour = scoreColor(score);
  return (
    <span className={clsx(badge, colours[colour])} data-score-color={colour}>
      Score {score}
    </span>
  );
}
