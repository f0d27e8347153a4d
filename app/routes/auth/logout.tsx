import { redirect } from "react-router";
import { signOut } from "#server/auth/flows.ts";
import type { Route } from "./+types/logout";

/** Sign Out: a POST (a link or prefetch must never sign anyone out) that ends the session on the server. */
export async function action({ request }: Route.ActionArgs) {
  const result = await signOut(request);
  return redirect("/", { headers: result.headers });
}

export function loader() {
  return redirect("/");
}
