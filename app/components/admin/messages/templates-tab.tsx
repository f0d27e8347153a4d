import { clsx } from "clsx";
import { useFetcher } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import { ConfirmDeleteButton } from "#app/components/ui/confirm-dialog.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { CAMPAIGN_MESSAGES } from "#core/campaigns/compose.ts";
import type { ActionResult } from "#server/action-result.ts";
import { useActionToast } from "../use-action-toast.ts";
import { PreviewDialog } from "./preview-dialog.tsx";
import { TemplateDialog } from "./template-dialog.tsx";

export type TemplateRow = {
  id: string;
  name: string;
  category: string;
  subject: string | null;
  content: string | null;
};

/** The template grid: name and category; Preview, Use Template, Duplicate, Delete. */
export function TemplatesTab({
  templates,
  onUse,
}: {
  templates: TemplateRow[];
  onUse: (t: TemplateRow) => void;
}) {
  const fetcher = useFetcher<ActionResult>({ key: "templates" });
  useActionToast(fetcher);
  const post = (intent: string, id: string) =>
    fetcher.submit({ intent, id }, { method: "post", encType: "application/json" });
  const create = (
    <TemplateDialog
      title="New template"
      initial={{ name: "", category: "General", subject: "", content: "" }}
      trigger={
        <button type="button" className={buttonVariants()}>
          New template
        </button>
      }
    />
  );
  if (templates.length === 0) return <EmptyState title={CAMPAIGN_MESSAGES.noTemplates} action={create} />;
  return (
    <>
      <div className="mb-4 flex justify-end">{create}</div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {templates.map((t) => (
          <li key={t.id} className={clsx(cardClass, "flex flex-col gap-3")}>
            <div>
              <h3 className="font-semibold break-words">{t.name}</h3>
              <p className={clsx("text-muted", "text-sm")}>{t.category}</p>
            </div>
            <div className="mt-auto flex flex-wrap gap-2">
              <PreviewDialog
                subject={t.subject ?? t.name}
                content={t.content ?? ""}
                label={`Preview ${t.name}`}
              />
              <button type="button" className={buttonVariants()} onClick={() => onUse(t)}>
                Use Template
              </button>
              <TemplateDialog
                title={`Edit ${t.name}`}
                initial={{
                  id: t.id,
                  name: t.name,
                  category: t.category,
                  subject: t.subject ?? "",
                  content: t.content ?? "",
                }}
                trigger={
                  <button type="button" className={buttonVariants({ variant: "secondary" })}>
                    Edit
                  </button>
                }
              />
              <button
                type="button"
                className={buttonVariants({ variant: "secondary" })}
                onClick={() => post("duplicate-template", t.id)}
              >
                Duplicate
              </button>
              <ConfirmDeleteButton
                question={`Are you sure you want to delete "${t.name}"?`}
                onConfirm={() => post("delete-template", t.id)}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
