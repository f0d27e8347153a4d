import { redirect } from "react-router";

/* The sidebar's Reports entry opens the Financial Reports of the revenue tracker (issue 16),
   which replaced the 'coming soon' page. */
export function loader() {
  return redirect("/admin/revenue?tab=reports");
}
