import { data } from "react-router";
import { NotFound } from "#app/components/layout/not-found.tsx";

export function loader() {
  // A real 404 status for unknown URLs, not a 200 page that says 'not found'.
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
