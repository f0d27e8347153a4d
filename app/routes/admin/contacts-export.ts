import { parseContactListQuery } from "#core/crm/contact-list.ts";
import { exportContacts } from "#server/crm/contacts-export.ts";
import { csvResponse, exportFailed } from "#server/csv-stream.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/contacts-export";

/** GET /admin/contacts/export: the CRM list with the page's search, filter and sort, as streamed CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseContactListQuery(new URL(request.url).searchParams);
  try {
    const { stream, fileName } = await exportContacts(context.get(userContext), query);
    return csvResponse(stream, fileName);
  } catch (error) {
    return exportFailed(error);
  }
}
