import { clsx } from "clsx";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { labelClass } from "#app/components/ui/field.tsx";
import { InputField } from "#app/components/ui/form-fields.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { AUDIENCE_LABELS, AUDIENCES, reachText } from "#core/campaigns/audiences.ts";
import {
  CAMPAIGN_MESSAGES,
  composeProblem,
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
    <Textarea
      id="campaign-content"
      className="min-h-64"
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
    if (!parsed.success) {
      toast.error(composeProblem(parsed.error));
      return;
    }
    const check = missingRequired(parsed.data, intent === "draft");
    if ((intent !== "test" && check) || (intent === "test" && (!subject || !content))) {
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
      // The browser's own bubble would stand in for 001 section 5's alert on an empty subject.
      noValidate
      aria-label="Compose campaign"
    >
      <InputField
        id="campaign-name"
        label="Campaign Name"
        value={name}
        placeholder={subject || "Defaults to the subject"}
        onChange={(e) => setName(e.target.value)}
      />
      <InputField
        id="campaign-subject"
        label="Subject Line"
        value={subject}
        required
        onChange={(e) => setSubject(e.target.value)}
      />
      <fieldset>
        <legend className={labelClass}>Recipients</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {AUDIENCES.map((a) => (
            <div key={a} className="flex items-center gap-2 text-sm">
              <Checkbox
                id={`audience-${a}`}
                checked={recipients.includes(a)}
                onCheckedChange={() => toggle(a)}
              />
              <label htmlFor={`audience-${a}`}>{AUDIENCE_LABELS[a]}</label>
            </div>
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
      <InputField
        id="campaign-schedule"
        label="Schedule Send (optional, your time zone)"
        type="datetime-local"
        className="sm:w-72"
        value={schedule}
        onChange={(e) => setSchedule(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => submit("draft")}>
          Save Draft
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => submit("test")}>
          Send a test to me
        </Button>
        <PreviewDialog subject={subject} content={content} label="Preview e-mail" />
        <TemplateDialog
          title="Save as template"
          submitLabel="Save as template"
          initial={{ name: name || subject, category: "Campaigns", subject, content }}
          trigger={
            <Button variant="secondary" disabled={busy}>
              Save as template
            </Button>
          }
        />
        <Button type="submit" disabled={busy}>
          {schedule ? "Schedule Campaign" : "Send Now"}
        </Button>
      </div>
    </form>
  );
}
