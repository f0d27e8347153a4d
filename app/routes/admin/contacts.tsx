import "#core/zod-jitless.ts";
import { Download, Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { z } from "zod";
import { AddContactDialog } from "#app/components/admin/contacts/add-contact-dialog.tsx";
import { ContactCard, ContactCardToasts } from "#app/components/admin/contacts/contact-card.tsx";
import { ContactFilters } from "#app/components/admin/contacts/contact-filters.tsx";
import { ContactStats } from "#app/components/admin/contacts/contact-stats.tsx";
import { CrmTabs } from "#app/components/admin/contacts/crm-tabs.tsx";
import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useActionToast } from "#app/components/admin/use-action-toast.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { PagerLinks } from "#app/components/ui/pager.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { loadOrFail, runIntent } from "#app/lib/admin-route.server.ts";
import { keepFormWithAlert, skipRevalidationAfterFailure } from "#app/lib/keep-form-on-failure.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { useListInSteps } from "#app/lib/use-list-in-steps.ts";
import { newContactSchema } from "#core/crm/contact-form.ts";
import { CONTACT_LIST_DEFAULTS, CONTACTS_PAGE_SIZE, parseContactListQuery } from "#core/crm/contact-list.ts";
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES } from "#core/crm/contact-status.ts";
import { recordId, toSearch } from "#core/list-query.ts";
import { formatPageRange } from "#core/paging.ts";
import { type ActionResult, actionInvalid, intentOf } from "#server/action-result.ts";
import { contactsPage, createContact, deleteContact, updateContactStatus } from "#server/crm/contacts.ts";
import { readForm } from "#server/http/read-form.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/contacts";

export function meta() {
  return [{ title: "Contacts & Leads | Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseContactListQuery(new URL(request.url).searchParams);
  const page = await loadOrFail("contacts", "Failed to load contacts", () =>
    contactsPage(context.get(userContext), query),
  );
  return { query, ...page };
}

const statusSchema = z.object({
  id: recordId,
  status: z.enum(CONTACT_STATUSES, "Choose one of the listed statuses"),
});

/* The alerts of 001 section 8, from the server or when the request itself fails (the dialog and its
   fields stay). */
const FAILURES: Record<string, string> = {
  create: "Failed to create contact. Please try again.",
  status: "Failed to update contact status",
  delete: "Failed to delete contact",
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  const form = await readForm(request);
  const intent = intentOf(form);
  const fields = Object.fromEntries(form);
  if (intent === "create") {
    return runIntent(
      intent,
      newContactSchema.safeParse(fields),
      async (input) => {
        const { warning } = await createContact(user, input);
        return { message: "Contact created successfully!", warning };
      },
      FAILURES.create,
    );
  }
  if (intent === "status") {
    return runIntent(
      intent,
      statusSchema.safeParse(fields),
      async ({ id, status }) => {
        await updateContactStatus(user, id, status);
        return `Status changed to ${CONTACT_STATUS_LABELS[status]}`;
      },
      FAILURES.status,
    );
  }
  if (intent === "delete") {
    return runIntent(
      intent,
      recordId.safeParse(fields.id),
      async (id) => {
        await deleteContact(user, id);
        return "Contact deleted";
      },
      FAILURES.delete,
    );
  }
  return actionInvalid(intent, "Unknown action");
}

export const clientAction = keepFormWithAlert(
  (intent) => FAILURES[intent] ?? "The change failed. Please try again.",
);

export const shouldRevalidate = skipRevalidationAfterFailure;

function Contacts({ loaderData }: Route.ComponentProps) {
  const { query, stats, list } = loaderData;
  const [adding, setAdding] = useState(false);
  // A lead from the contact form or another admin's Add Contact appears without a reload (001
  // section 4); the layout's badge reloads with it. A burst reloads at most once a second.
  useLiveRevalidation(["contacts", "contact_submissions"], { minIntervalMs: 1000 });
  const remover = useFetcher<ActionResult>({ key: "delete-contact" });
  useActionToast(remover);
  const removing = remover.formData?.get("id");
  const onDelete = useCallback(
    (id: string) => remover.submit({ intent: "delete", id }, { method: "post" }),
    [remover],
  );
  const filtered = query.q !== "" || query.status !== "all";
  const link = (page: number) => toSearch({ ...query, page }, CONTACT_LIST_DEFAULTS) || "?";
  const items = list.items.filter((c) => c.id !== removing);
  // Three rows of three: what a wide screen shows above the fold.
  const shown = useListInSteps(items, 9);

  return (
    <>
      {/* The cards' status changes are told here: a card the reload filters out cannot tell its own. */}
      <ContactCardToasts />
      <CrmTabs />
      <PageHeader
        title="Contacts & Leads"
        description="Track leads from first touch to closed deal."
        actions={
          <>
            <a
              href={`/admin/contacts/export${toSearch({ q: query.q, status: query.status, sort: query.sort }, CONTACT_LIST_DEFAULTS)}`}
              download
              className={buttonVariants({ variant: "secondary" })}
            >
              <Download className="size-4" aria-hidden /> Export
            </a>
            <button type="button" className={buttonVariants()} onClick={() => setAdding(true)}>
              <Plus className="size-4" aria-hidden /> Add Contact
            </button>
          </>
        }
      />
      <ContactStats stats={stats} />
      <ContactFilters query={query} />
      {stats.total === 0 ? (
        <EmptyState
          title="No contacts yet"
          text="Start building your contact list"
          action={
            <button type="button" className={buttonVariants()} onClick={() => setAdding(true)}>
              Add Your First Contact
            </button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={filtered ? "No contacts found matching your criteria" : "No contacts on this page"}
          text="Try adjusting your search or filters"
        />
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((c) => (
              <ContactCard key={c.id} contact={c} onDelete={onDelete} />
            ))}
          </div>
          <PagerLinks
            caption={`${formatPageRange(list.page, CONTACTS_PAGE_SIZE, list.items.length, list.total)} · page ${list.page} of ${list.pages}`}
            previous={list.page > 1 ? link(list.page - 1) : null}
            next={list.page < list.pages ? link(list.page + 1) : null}
          />
        </>
      )}
      <AddContactDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} fallback="Failed to load contacts" />;
}

export default routeComponent(Contacts);
