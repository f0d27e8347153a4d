import { parseContactListQuery } from "#core/crm/contact-list.ts";
import { recordAudit } from "#server/audit.ts";
import { exportContacts } from "#server/crm/contacts-export.ts";
import { csvResponse, exportFailed } from "#server/csv-stream.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/contacts-export";

/** GET /admin/contacts/export: the CRM list with the page's search, filter and sort, as streamed CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseContactListQuery(new URL(request.url).searchParams);
  try {
    const user = context.get(userContext);
    const { stream, fileName } = await exportContacts(user, query);
    await recordAudit(user, "export.contacts", fileName);
    return csvResponse(stream, fileName);
  } catch (error) {
    return exportFailed(error);
  }
}
