import type { ComponentProps } from "react";
import { Form as RouterForm } from "react-router";
import { APP_LINK_ATTRIBUTE, KEEP_SCROLL_ATTRIBUTE } from "#app/lib/app-links.ts";

type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** Where it leads: a path of the app (absolute, or a query such as `?page=2`). */
  to: string;
  /** "render": React Router finds the route it leads to once the app runs (below). */
  discover?: "render" | "none";
  /** The navigation keeps the scroll position (a step of the booking picker). */
  preventScrollReset?: boolean;
};

/*
 * The links and forms of the pages in the site layout.
 *
 * A link is a plain anchor with no hooks: the root's one listener makes a click on it a
 * client-side navigation once the app runs (lib/app-links.ts, decision 026, eighth addendum);
 * before that the browser follows it. React Router's <Link> cost five hooks per link at hydration
 * and on every navigation.
 *
 * Links and forms find the route they lead to when used, not at load (decision 015). With lazy
 * route discovery React Router otherwise asks the server for the route of every link and form it
 * sees right after hydration and patches them in, and the patch re-renders the whole page, which
 * would hydrate at once every part waiting in HydrateWhenSeen. A click asks for its route first;
 * the preload schedule has usually put that answer in the HTTP cache by then
 * (server/preload-plan.ts). The one exception is the blog's list: its posts' links
 * (`discover="render"`, post-card.tsx) are found once the app runs, in one request and one patch,
 * since opening a post is what the list is for; the click then waits for no route entry (decision
 * 026, fifth addendum). React Router finds them by the attribute its own <Link> sets.
 */
export function Link({ to, discover = "none", preventScrollReset = false, ...props }: LinkProps) {
  return (
    <a
      {...props}
      href={to}
      {...{ [APP_LINK_ATTRIBUTE]: "" }}
      data-discover={discover === "render" ? "true" : undefined}
      {...(preventScrollReset ? { [KEEP_SCROLL_ATTRIBUTE]: "" } : {})}
    />
  );
}

/**
 * A link of the back office or the portal: the same plain anchor, whose route React Router finds
 * once it is rendered, as its own <Link> does there (decision 026, twelfth addendum: a <Link> reads
 * the location, so every one rendered again on each navigation).
 */
export function ScreenLink(props: Omit<LinkProps, "discover">) {
  return <Link {...props} discover="render" />;
}

export function Form(props: ComponentProps<typeof RouterForm>) {
  return <RouterForm discover="none" {...props} />;
}
