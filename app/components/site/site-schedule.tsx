import { SITE_SCHEDULE_ID, type SiteSchedule } from "#app/lib/app-start.ts";

/**
 * What a public page does after load, with or without the app (app/lib/app-start.ts): count the
 * landing view, and the preload schedule's files (server/preload-plan.ts). Data, not a script: the
 * start script reads it.
 */
export function SiteScheduleData({ schedule }: { schedule: SiteSchedule }) {
  // Escaped so that no text in it can close the element.
  const json = JSON.stringify(schedule).replaceAll("<", "\\u003c");
  return (
    <script
      type="application/json"
      id={SITE_SCHEDULE_ID}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data of our own, escaped above
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
