import { useLayoutEffect } from "react";
import { type NavigateFunction, type NavigateOptions, useNavigate } from "react-router";

/**
 * The public site's links are plain anchors (decision 026, eighth addendum): React Router's <Link>
 * runs five hooks in each (the resolved path, the location, a navigate function with a layout
 * effect, the click handler, prefetch), every one of them at hydration and again on every
 * navigation, for the dozens of links of a page (header, footer, cards, tags). One listener on the
 * document, installed by the root, hands a plain click on an app link to the router instead, so it
 * is a client-side navigation like any <Link>; everything else is left to the browser, as it is
 * before the app runs. An app link is an anchor marked `APP_LINK_ATTRIBUTE` (site/links.tsx), or
 * any anchor inside an element marked `APP_LINKS_ATTRIBUTE`: server HTML that React does not
 * hydrate (site/static-html.tsx).
 */
export const APP_LINK_ATTRIBUTE = "data-app-link";
export const APP_LINKS_ATTRIBUTE = "data-app-links";
/** On an app link: the navigation keeps the scroll position (React Router's preventScrollReset). */
export const KEEP_SCROLL_ATTRIBUTE = "data-keep-scroll";

export type ClickFacts = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
};

export type AnchorFacts = { href: string; target: string; download: boolean };

/** The path to navigate to on the client, or null when the browser should follow the link. */
export function clientSidePath(
  click: ClickFacts,
  anchor: AnchorFacts,
  here: { origin: string; pathname: string; search: string },
): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.download) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, here.origin);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  // A jump within this page (#section): the browser scrolls without a navigation.
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

let appNavigate: NavigateFunction | null = null;

/**
 * A navigation the app asks for from an event handler (a header link that goes home and then
 * scrolls). Before the app runs, or where it does not, the browser loads the page.
 */
export function navigateInApp(to: string, options?: NavigateOptions) {
  if (appNavigate) void appNavigate(to, options);
  else window.location.assign(to);
}

function onDocumentClick(event: MouseEvent) {
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return;
  if (!anchor.closest(`[${APP_LINK_ATTRIBUTE}], [${APP_LINKS_ATTRIBUTE}]`)) return;
  const to = clientSidePath(
    event,
    { href: anchor.href, target: anchor.target, download: anchor.hasAttribute("download") },
    window.location,
  );
  if (!to || !appNavigate) return;
  event.preventDefault();
  const { pathname, search, hash } = window.location;
  // As <Link> does: a link to where the visitor already is replaces the history entry.
  navigateInApp(to, {
    replace: to === `${pathname}${search}${hash}`,
    preventScrollReset: anchor.hasAttribute(KEEP_SCROLL_ATTRIBUTE),
  });
}

/**
 * Installed once by the root: from its commit on, a click on an app link navigates in the app. On
 * the document's bubble phase, after React's own listener there, so that a component's onClick
 * that prevented the default (a link that only scrolls) is respected.
 */
export function useAppLinks() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    appNavigate = navigate;
    document.addEventListener("click", onDocumentClick);
    return () => {
      document.removeEventListener("click", onDocumentClick);
      if (appNavigate === navigate) appNavigate = null;
    };
  }, [navigate]);
}
