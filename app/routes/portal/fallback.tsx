import { redirect } from "react-router";

/**
 * An unknown portal address (/client-portal/anything) opens the dashboard, the portal's fallback
 * (001 section 2), rather than a 404. The layout's guard has run by then: visitors are at /login.
 */
export function loader() {
  throw redirect("/client-portal");
}
