import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { flattenRoutes, guardLayouts } from "../../../tests/support/route-table.ts";
import { loader } from "./fallback.tsx";

describe("an unknown client-portal address", () => {
  it("is a portal page behind the signed-in guard, not the public 404", () => {
    const routes = flattenRoutes().map((r) => ({ path: r.pattern, file: r.file, layouts: r.layouts }));
    const [match] = matchRoutes(routes, "/client-portal/anything") ?? [];
    expect(match?.route.file).toBe("routes/portal/fallback.tsx");
    expect(match?.route.layouts).toContain(guardLayouts.user);
    // The known pages keep their own modules.
    expect(matchRoutes(routes, "/client-portal/billing")?.[0].route.file).toBe("routes/portal/billing.tsx");
  });

  it("opens the dashboard, the portal's fallback", () => {
    try {
      loader();
      expect.unreachable();
    } catch (response) {
      expect(response).toBeInstanceOf(Response);
      expect((response as Response).status).toBe(302);
      expect((response as Response).headers.get("Location")).toBe("/client-portal");
    }
  });
});
