import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { DialogFooter } from "#app/components/ui/dialog-footer.tsx";
import { Field, labelClass } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { templateSchema } from "#core/campaigns/compose.ts";
import type { ActionResult } from "#server/action-result.ts";
import { NestedForm } from "./nested-form.tsx";

const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

export type TemplateDraft = {
  id?: string;
  name: string;
  category: string;
  subject: string;
  content: string;
};

/**
 * Creates or edits an e-mail template (also 'Save as template' from Compose). A refusal, from the
 * browser's check or the server, is shown in the dialog, which stays open with what was typed.
 */
export function TemplateDialog({
  title,
  initial,
  trigger,
  submitLabel = "Save template",
}: {
  title: string;
  initial: TemplateDraft;
  trigger: ReactNode;
  submitLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      title={title}
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      className="w-[min(44rem,calc(100vw-2rem))]"
    >
      {/* Mounted while open only: every opening starts from `initial`. */}
      {open && <TemplateForm initial={initial} submitLabel={submitLabel} onSaved={() => setOpen(false)} />}
    </Dialog>
  );
}

function TemplateForm({
  initial,
  submitLabel,
  onSaved,
}: {
  initial: TemplateDraft;
  submitLabel: string;
  onSaved: () => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  const [values, setValues] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof TemplateDraft) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      toast.success(result.message);
      onSaved();
    } else {
      setFailure(result.error);
    }
  }, [fetcher.state, fetcher.data, onSaved]);

  return (
    <NestedForm
      onSubmit={() => {
        const parsed = templateSchema.safeParse(values);
        const nameIssue = parsed.success ? null : parsed.error.issues[0].message;
        setNameError(nameIssue);
        setFailure(null);
        if (nameIssue) return;
        fetcher.submit(
          { intent: "save-template", ...values, id: values.id ?? "" },
          { method: "post", action: "/admin/messages", encType: "application/json" },
        );
      }}
    >
      <Field label="Template name" error={nameError}>
        {(p) => <Input {...p} value={values.name} onChange={(e) => set("name")(e.target.value)} />}
      </Field>
      <Field label="Category" hint="Newsletter, Announcement, Events...">
        {(p) => <Input {...p} value={values.category} onChange={(e) => set("category")(e.target.value)} />}
      </Field>
      <Field label="Subject">
        {(p) => <Input {...p} value={values.subject} onChange={(e) => set("subject")(e.target.value)} />}
      </Field>
      <div>
        <span className={labelClass} id="template-content-label">
          Email Content
        </span>
        <Suspense
          fallback={
            <Textarea
              aria-labelledby="template-content-label"
              rows={10}
              value={values.content}
              onChange={(e) => set("content")(e.target.value)}
            />
          }
        >
          <RichTextEditor id="template-content" value={values.content} onChange={set("content")} />
        </Suspense>
      </div>
      <DialogFooter error={failure} pending={fetcher.state !== "idle"}>
        {submitLabel}
      </DialogFooter>
    </NestedForm>
  );
}
