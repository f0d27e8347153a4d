import { countOf } from "../plural.ts";
/* Campaign audiences (001 section 3). Only confirmed, not unsubscribed subscribers ever receive a
   campaign (double opt-in, DESIGN.md): every audience is a subset of the confirmed subscribers. */

export const AUDIENCES = [
  "all-subscribers",
  "confirmed-only",
  "interested-in-video",
  "interested-in-marketing",
] as const;

export type Audience = (typeof AUDIENCES)[number];

export const AUDIENCE_LABELS: Record<Audience, string> = {
  "all-subscribers": "All Subscribers",
  "confirmed-only": "Confirmed Only",
  "interested-in-video": "Interested in Video",
  "interested-in-marketing": "Interested in Marketing",
};

/** The tag each interest audience stands for (a subscriber's own or its CRM contact's). */
export const AUDIENCE_TAGS: Partial<Record<Audience, string>> = {
  "interested-in-video": "Video Production",
  "interested-in-marketing": "Marketing",
};

export function isAudience(value: string): value is Audience {
  return (AUDIENCES as readonly string[]).includes(value);
}

/**
 * What a choice of audiences reaches, as a rule the server turns into SQL: everyone confirmed, or
 * the confirmed people carrying any of the tags. The union of audiences never widens past
 * confirmed subscribers, whatever is chosen.
 */
export type AudienceRule = { everyone: true } | { everyone: false; tags: string[] };

export function audienceRule(chosen: readonly string[]): AudienceRule {
  const audiences = chosen.filter(isAudience);
  if (audiences.some((a) => a === "all-subscribers" || a === "confirmed-only")) return { everyone: true };
  const tags = [...new Set(audiences.map((a) => AUDIENCE_TAGS[a]).filter((t): t is string => !!t))];
  return { everyone: false, tags };
}

/** Does a subscriber with these tags (own plus CRM contact's) belong to the rule, if confirmed? */
export function ruleMatches(rule: AudienceRule, tags: readonly string[]): boolean {
  return rule.everyone || rule.tags.some((t) => tags.includes(t));
}

/** Compose's reach line: who the choice reaches now, and who is left out and why. */
export function reachText(reach: { included: number; unconfirmed: number }): string {
  const people = (n: number) => countOf(n, "person", "people");
  const base = `Reaches ${people(reach.included)} now.`;
  if (reach.unconfirmed === 0) return base;
  return `${base} ${people(reach.unconfirmed)} left out: not confirmed yet (double opt-in).`;
}
