import { data } from "react-router";
import { NotFound } from "#app/components/layout/not-found.tsx";
import { siteMeta } from "#app/components/site/seo.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  // A real 404 status for unknown URLs, not a 200 page that says 'not found'.
  throw data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const tags = siteMeta(matches, {
    title: "Page not found",
    description: "The page you are looking for does not exist or has moved.",
    path: location.pathname,
  });
  // The page's <title> comes from the NotFound view itself (one title, not two).
  return [...tags.filter((tag) => !("title" in tag)), { name: "robots", content: "noindex" }];
}

function NotFoundRoute() {
  return <NotFound />;
}

/* The 404 renders here, inside the site layout, so header and footer stay. */
export function ErrorBoundary() {
  return <NotFound />;
}

export default routeComponent(NotFoundRoute);
