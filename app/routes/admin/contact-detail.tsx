import { ArrowLeft, Trash2 } from "lucide-react";
import { data, Link, redirect, useFetcher } from "react-router";
import { ActivityHistory } from "#app/components/admin/contacts/detail/activity-history.tsx";
import { ContactFacts } from "#app/components/admin/contacts/detail/contact-facts.tsx";
import { EditContactDialog } from "#app/components/admin/contacts/detail/edit-contact-dialog.tsx";
import {
  LinkedBriefs,
  LinkedProjects,
  LinkedTransactions,
  PortalAccount,
} from "#app/components/admin/contacts/detail/linked-records.tsx";
import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useActionToast } from "#app/components/admin/use-action-toast.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { loadOrFail, runIntent } from "#app/lib/admin-route.server.ts";
import { keepFormWithAlert, skipRevalidationAfterFailure } from "#app/lib/keep-form-on-failure.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { CONTACT_SAVE_FAILED, contactEditSchema } from "#core/crm/contact-form.ts";
import { recordId } from "#core/list-query.ts";
import { type ActionResult, actionFailure, actionInvalid, intentOf } from "#server/action-result.ts";
import { getContactDetail, updateContact } from "#server/crm/contact-detail.ts";
import { deleteContact } from "#server/crm/contacts.ts";
import { readForm } from "#server/http/read-form.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/contact-detail";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.contact.name ?? "Contact"} | Admin` }];
}

const notFound = () =>
  data(
    { message: "Contact not found", back: { to: "/admin/contacts", label: "Back to Contacts" } },
    { status: 404 },
  );

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = recordId.safeParse(params.id);
  if (!id.success) throw notFound();
  const contact = await loadOrFail("a contact", "Failed to load contacts", () =>
    getContactDetail(context.get(userContext), id.data),
  );
  if (!contact) throw notFound();
  return { contact };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  const form = await readForm(request);
  const intent = intentOf(form);
  const id = recordId.safeParse(params.id);
  if (!id.success) return actionInvalid(intent, id.error);
  if (intent === "update") {
    return runIntent(
      intent,
      contactEditSchema.safeParse(Object.fromEntries(form)),
      async (input) => {
        const { changes, warning } = await updateContact(user, id.data, input);
        return { message: changes.length ? "Contact updated" : "No changes to save", warning };
      },
      CONTACT_SAVE_FAILED,
    );
  }
  if (intent === "delete") {
    try {
      await deleteContact(user, id.data);
    } catch (error) {
      return actionFailure(error, intent, "Failed to delete contact");
    }
    throw redirect("/admin/contacts");
  }
  return actionInvalid(intent, "Unknown action");
}

/**
 * A dropped connection or a proxy's 502 must not replace the page (and the open dialog with what
 * was typed) by an error page: it becomes the form's failure alert instead.
 */
export const clientAction = keepFormWithAlert((intent) =>
  intent === "delete" ? "Failed to delete contact" : CONTACT_SAVE_FAILED,
);

export const shouldRevalidate = skipRevalidationAfterFailure;

function ContactDetailPage({ loaderData }: Route.ComponentProps) {
  const { contact } = loaderData;
  useLiveRevalidation(["contacts", "contact_submissions", "projects", "transactions"], {
    minIntervalMs: 1000,
  });
  const remover = useFetcher<ActionResult>({ key: "delete-contact-detail" });
  useActionToast(remover);
  const subtitle = [contact.position, contact.company].filter(Boolean).join(" at ");

  return (
    <>
      <Link
        to="/admin/contacts"
        className="mb-4 inline-flex items-center gap-1 text-sm text-neutral-700 underline dark:text-neutral-300"
      >
        <ArrowLeft className="size-4" aria-hidden /> Contacts & Leads
      </Link>
      <PageHeader
        title={contact.name}
        description={subtitle || undefined}
        actions={
          <>
            <EditContactDialog contact={contact} />
            <ConfirmDialog
              question="Are you sure you want to delete this contact?"
              onConfirm={() => remover.submit({ intent: "delete" }, { method: "post" })}
              trigger={
                <Button variant="danger" pending={remover.state !== "idle"}>
                  <Trash2 className="size-4" aria-hidden /> Delete
                </Button>
              }
            />
          </>
        }
      />
      <div className="grid min-w-0 gap-4 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <ContactFacts contact={contact} />
          <LinkedBriefs contact={contact} />
          <LinkedProjects contact={contact} />
          <LinkedTransactions contact={contact} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <PortalAccount contact={contact} />
          <ActivityHistory activity={contact.activity} />
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} fallback="Failed to load contacts" />;
}

export default routeComponent(ContactDetailPage);
