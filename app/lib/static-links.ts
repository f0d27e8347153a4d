/**
 * Links inside server HTML that React does not hydrate (app/components/site/static-html.tsx) are
 * plain anchors. A click on one that stays inside the app is handed to the router instead, so it
 * is a client-side navigation like any <Link>; everything else is left to the browser.
 */
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
