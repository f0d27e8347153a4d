import { clsx } from "clsx";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import { labelClass } from "#app/components/ui/field.tsx";
import { controlClass } from "#app/components/ui/input.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { AUDIENCE_LABELS, AUDIENCES, reachText } from "#core/campaigns/audiences.ts";
import {
  CAMPAIGN_MESSAGES,
  composeSchema,
  isoToLocalInput,
  localInputToIso,
  missingRequired,
} from "#core/campaigns/compose.ts";
import type { ActionResult } from "#server/action-result.ts";
import { PreviewDialog } from "./preview-dialog.tsx";
import { TemplateDialog } from "./template-dialog.tsx";

// Tiptap needs a DOM: loaded in the browser only, a plain textarea until then.
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

export type ComposeSeed = {
  key: number;
  id?: string;
  name?: string;
  subject?: string;
  content?: string;
  recipients?: string[];
  template?: string;
  scheduledFor?: string;
};

type Result = ActionResult & { id?: string };

function Fallback({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <textarea
      id="campaign-content"
      className={clsx(controlClass, "min-h-64")}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** Compose (001 sections 2, 4, 5): name, subject, audiences, content, schedule; draft, test, send. */
export function ComposeForm({ seed, onDone }: { seed: ComposeSeed; onDone: () => void }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<Result>({ key: "compose" });
  const [id, setId] = useState(seed.id);
  const [name, setName] = useState(seed.name ?? "");
  const [subject, setSubject] = useState(seed.subject ?? "");
  const [content, setContent] = useState(seed.content ?? "");
  const [recipients, setRecipients] = useState<string[]>(seed.recipients ?? []);
  const [schedule, setSchedule] = useState(isoToLocalInput(seed.scheduledFor));
  const [reach, setReach] = useState<{ included: number; unconfirmed: number } | null>(null);
  const template = seed.template ?? "";

  useEffect(() => {
    if (recipients.length === 0) return setReach(null);
    const controller = new AbortController();
    const query = new URLSearchParams(recipients.map((r) => ["r", r]));
    fetch(`/admin/messages/reach?${query}`, { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : null))
      .then((body) => body && typeof body.included === "number" && setReach(body))
      .catch(() => {});
    return () => controller.abort();
  }, [recipients]);

  // Each answer is handled once: onDone is a new function on every render of the page.
  const handled = useRef<Result | null>(null);
  // Only a successful answer clears the form: nothing typed is lost when a request fails.
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) {
      toast.error(result.error);
      return;
    }
    toast.success(result.message);
    if (result.intent === "draft" && result.id) setId(result.id);
    if (result.intent === "send") {
      setId(undefined);
      setName("");
      setSubject("");
      setContent("");
      setRecipients([]);
      setSchedule("");
      onDone();
    }
  }, [fetcher.state, fetcher.data, onDone]);

  function submit(intent: "draft" | "send" | "test") {
    const body = {
      intent,
      id: id ?? "",
      name,
      subject,
      content,
      recipients,
      template,
      scheduledFor: localInputToIso(schedule),
    };
    const parsed = composeSchema.safeParse(body);
    const check = parsed.success && missingRequired(parsed.data, intent === "draft");
    if (!parsed.success || (intent !== "test" && check) || (intent === "test" && (!subject || !content))) {
      toast.error(CAMPAIGN_MESSAGES.required);
      return;
    }
    fetcher.submit(body, { method: "post", encType: "application/json" });
  }

  const busy = fetcher.state !== "idle";
  const toggle = (r: string) =>
    setRecipients((list) => (list.includes(r) ? list.filter((x) => x !== r) : [...list, r]));

  return (
    <form
      className={clsx(cardClass, "flex flex-col gap-4")}
      onSubmit={(e) => {
        e.preventDefault();
        submit("send");
      }}
      aria-label="Compose campaign"
    >
      <div>
        <label htmlFor="campaign-name" className={labelClass}>
          Campaign Name
        </label>
        <input
          id="campaign-name"
          className={controlClass}
          value={name}
          placeholder={subject || "Defaults to the subject"}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor="campaign-subject" className={labelClass}>
          Subject Line
        </label>
        <input
          id="campaign-subject"
          className={controlClass}
          value={subject}
          required
          onChange={(e) => setSubject(e.target.value)}
        />
      </div>
      <fieldset>
        <legend className={labelClass}>Recipients</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {AUDIENCES.map((a) => (
            <label key={a} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={recipients.includes(a)}
                onChange={() => toggle(a)}
                className="size-4"
              />
              {AUDIENCE_LABELS[a]}
            </label>
          ))}
        </div>
        <p className={clsx("text-muted", "mt-2 text-sm")} aria-live="polite">
          {reach ? reachText(reach) : "Only confirmed subscribers ever receive a campaign."}
        </p>
      </fieldset>
      <div>
        <label htmlFor="campaign-content" className={labelClass}>
          Email Content
        </label>
        {hydrated ? (
          <Suspense fallback={<Fallback value={content} onChange={setContent} />}>
            <RichTextEditor id="campaign-content" value={content} onChange={setContent} />
          </Suspense>
        ) : (
          <Fallback value={content} onChange={setContent} />
        )}
      </div>
      <div>
        <label htmlFor="campaign-schedule" className={labelClass}>
          Schedule Send (optional, your time zone)
        </label>
        <input
          id="campaign-schedule"
          type="datetime-local"
          className={clsx(controlClass, "sm:w-72")}
          value={schedule}
          onChange={(e) => setSchedule(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonVariants({ variant: "secondary" })}
          disabled={busy}
          onClick={() => submit("draft")}
        >
          Save Draft
        </button>
        <button
          type="button"
          className={buttonVariants({ variant: "secondary" })}
          disabled={busy}
          onClick={() => submit("test")}
        >
          Send a test to me
        </button>
        <PreviewDialog subject={subject} content={content} label="Preview e-mail" />
        <TemplateDialog
          title="Save as template"
          submitLabel="Save as template"
          initial={{ name: name || subject, category: "Campaigns", subject, content }}
          trigger={
            <button type="button" className={buttonVariants({ variant: "secondary" })} disabled={busy}>
              Save as template
            </button>
          }
        />
        <button type="submit" className={buttonVariants()} disabled={busy}>
          {schedule ? "Schedule Campaign" : "Send Now"}
        </button>
      </div>
    </form>
  );
}
