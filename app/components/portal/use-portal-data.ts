import { useRouteLoaderData } from "react-router";
import type { loader } from "#app/routes/portal/layout.tsx";

/** The portal layout's data (identity, unread count), for the pages below it. */
export function usePortalData() {
  return useRouteLoaderData<typeof loader>("routes/portal/layout");
}
