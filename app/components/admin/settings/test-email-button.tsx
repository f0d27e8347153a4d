import { Send } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { ActionResult } from "#server/action-result.ts";

/**
 * 'Send test e-mail' on the Email tab: sends to the signed-in admin with the saved settings and
 * shows what the mail server said, success or the error in words.
 */
export function TestEmailButton({ readOnly }: { readOnly: boolean }) {
  const fetcher = useFetcher<ActionResult>({ key: "settings-test-email" });
  const answer = fetcher.data?.intent === "test-email" ? fetcher.data : undefined;
  return (
    <fetcher.Form
      method="post"
      className="mt-6 flex flex-col items-start gap-3 border-t border-neutral-200 pt-6 dark:border-neutral-800"
    >
      <input type="hidden" name="intent" value="test-email" />
      <p className="text-sm text-neutral-600 dark:text-neutral-300">
        Sends a test e-mail to your own address with the saved settings (save your changes first).
      </p>
      <Button type="submit" variant="secondary" pending={fetcher.state !== "idle"} disabled={readOnly}>
        <Send aria-hidden="true" className="size-4" />
        Send test e-mail
      </Button>
      <div role={answer && !answer.ok ? "alert" : "status"} className="empty:hidden">
        {answer && (
          <p
            className={
              answer.ok
                ? "text-sm font-medium text-green-800 dark:text-green-300"
                : "text-sm font-medium text-red-700 dark:text-red-300"
            }
          >
            {answer.ok ? answer.message : answer.error}
          </p>
        )}
      </div>
    </fetcher.Form>
  );
}
