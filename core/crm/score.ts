export type ScoreColor = "green" | "yellow" | "orange" | "red";

/** Lead score colours (001 section 5): 80+ green, 60+ yellow, 40+ orange, below red. */
export function scoreColor(score: number): ScoreColor {
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  if (score >= 40) return "orange";
  return "red";
}
