import { searchAdmin } from "#server/admin-search.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/search";

/** GET /admin/search?q=: the top bar's grouped results (JSON). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  try {
    return Response.json(await searchAdmin(context.get(userContext), q), {
      headers: { "Cache-Control": "no-store" },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("[admin] search failed:", error);
    return Response.json({ error: "Search failed" }, { status: 503 });
  }
}
