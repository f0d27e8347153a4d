import { searchClientContacts } from "#server/projects/admin-projects.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/client-portal-contacts";

/** GET /admin/client-portal/contacts?q=: contacts to choose a project's client from (admins only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return { contacts: await searchClientContacts(context.get(userContext), q) };
}
