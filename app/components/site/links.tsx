import type { ComponentProps } from "react";
import { Form as RouterForm, Link as RouterLink } from "react-router";

/*
 * React Router's Link and Form for the pages in the site layout: they find the route they lead to
 * when used, not at load (decision 015). With lazy route discovery React Router otherwise asks the
 * server for the route of every link and form it sees right after hydration and patches them in,
 * and the patch re-renders the whole page, which would hydrate at once every part waiting in
 * HydrateWhenSeen. A click asks for its route first; the preload schedule has usually put that
 * answer in the HTTP cache by then (server/preload-plan.ts).
 *
 * The one exception is the blog's list: its posts' links (`discover="render"`, post-card.tsx) are
 * found once the app runs, in one request and one patch, since opening a post is what the list is
 * for; the click then waits for no route entry (decision 026, fifth addendum).
 */

export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink discover="none" {...props} />;
}

export function Form(props: ComponentProps<typeof RouterForm>) {
  return <RouterForm discover="none" {...props} />;
}
