import { Copy, Link2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK } from "#core/calendar/feed.ts";
import type { CalendarFeedResult } from "#server/calendar/feed-actions.ts";
import type { FeedStatus } from "#server/calendar/feed-token.ts";

/**
 * The admin's private feed for Google, Apple or Outlook: made (or renewed) here and shown once,
 * since only its hash is kept; revoking stops every calendar that subscribed.
 */
export function FeedPanel({ feed }: { feed: FeedStatus }) {
  const fetcher = useFetcher<CalendarFeedResult>();
  const [confirming, setConfirming] = useState(false);
  const result = fetcher.data;
  const url = result?.ok && result.url && feed.active ? result.url : null;
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (result?.ok) toast.success(result.message);
  }, [result]);

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Feed URL copied");
    } catch {
      toast.error("Copy failed: select the URL and copy it");
    }
  }

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Link2 aria-hidden="true" className="size-5" />
          Calendar feed
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-neutral-700 dark:text-neutral-300">
          Subscribe to this calendar from Google Calendar, Apple Calendar or Outlook with your private feed
          URL. Anyone with the URL can read the calendar: keep it to yourself, and revoke it if it leaks.
        </p>
        <p className="text-neutral-700 dark:text-neutral-300">
          The feed holds the last {FEED_DAYS_BACK} days and the next {FEED_DAYS_AHEAD}, without done tasks and
          milestones (this page keeps them); your calendar app refreshes it on its own schedule.
        </p>
        {result && !result.ok && (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {result.error}
          </p>
        )}
        {url ? (
          <div className="space-y-2">
            <label htmlFor="calendar-feed-url" className="block font-medium">
              Your feed URL (shown once: copy it now)
            </label>
            <div className="flex flex-wrap gap-2">
              <Input
                id="calendar-feed-url"
                readOnly
                value={url}
                className="min-w-0 flex-1 font-mono text-xs"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button type="button" variant="secondary" onClick={copy}>
                <Copy aria-hidden="true" className="size-4" />
                Copy
              </Button>
            </div>
          </div>
        ) : (
          <p data-testid="feed-status">
            {feed.active
              ? `A feed URL ending in …${feed.hint} is active${feed.lastUsedAt ? `; last read ${new Date(feed.lastUsedAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}` : "; not read yet"}.`
              : "You have no feed URL yet."}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="renew-feed" />
            <Button type="submit" pending={busy && fetcher.formData?.get("intent") === "renew-feed"}>
              {feed.active ? "Renew feed URL" : "Create feed URL"}
            </Button>
          </fetcher.Form>
          {feed.active && (
            <>
              <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
                Revoke feed URL
              </Button>
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                title="Revoke the feed URL?"
                question="Calendars subscribed to it will stop updating."
                confirmLabel="Revoke"
                onConfirm={() => fetcher.submit({ intent: "revoke-feed" }, { method: "post" })}
              />
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
