import { redirect } from "react-router";
import { signOut, signOutEverywhere } from "#server/auth/flows.ts";
import { readForm } from "#server/http/read-form.ts";
import type { Route } from "./+types/logout";

/** Sign Out: a POST (a link or prefetch must never sign anyone out) that ends the session on the server. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request).catch(() => null);
  const everywhere = form?.get("scope") === "everywhere";
  const result = everywhere ? await signOutEverywhere(request) : await signOut(request);
  return redirect("/", { headers: result.headers });
}

export function loader() {
  return redirect("/");
}
