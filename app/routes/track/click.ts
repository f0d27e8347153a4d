import { redirect } from "react-router";
import { recordClick } from "#server/campaigns/tracking.ts";
import type { Route } from "./+types/click";

/**
 * GET /t/c/:token: counts a click and goes to that link of the campaign. A token we did not sign
 * leads home: the target always comes from the campaign, never from the URL (no open redirect).
 */
export async function loader({ params }: Route.LoaderArgs) {
  try {
    const target = await recordClick(params.token);
    return redirect(target ?? "/", { headers: { "cache-control": "no-store" } });
  } catch (error) {
    console.warn("[campaigns] recording a click failed:", (error as Error).message);
    return redirect("/");
  }
}
