import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { LocalTime } from "#app/components/ui/local-time.tsx";
import { activityTitle, describeChange } from "#core/crm/contact-activity.ts";
import type { ContactDetail } from "#server/crm/contact-detail.ts";

/** Status changes and edits of the contact: what, who and when (newest first). */
export function ActivityHistory({ activity }: { activity: ContactDetail["activity"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.length === 0 ? (
          <p className="text-neutral-600 dark:text-neutral-400">No changes recorded yet.</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label="Activity history">
            {activity.map((entry) => (
              <li key={entry.id} className="border-l-2 border-neutral-300 pl-3 dark:border-neutral-700">
                <p className="font-medium">{activityTitle(entry.action)}</p>
                <p className="text-neutral-600 dark:text-neutral-400">
                  <span className="break-all">{entry.actor}</span> · <LocalTime value={entry.at} />
                </p>
                {entry.changes.length > 0 && (
                  <ul className="mt-1 list-disc pl-5">
                    {entry.changes.map((c) => (
                      <li key={c.field} className="break-words">
                        {describeChange(c)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
