import { Badge } from "#app/components/ui/badge.tsx";
import { scoreColor } from "#core/crm/score.ts";

const tones = { green: "success", yellow: "warning", orange: "orange", red: "danger" } as const;

/** The lead score in its colour (001 section 5). */
export function ScoreBadge({ score }: { score: number }) {
  const colour = scoreColor(score);
  return (
    <Badge tone={tones[colour]} data-score-color={colour}>
      Score {score}
    </Badge>
  );
}
