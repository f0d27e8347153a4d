/**
 * True during the browser's first render, the one that hydrates the server HTML; false on the
 * server and after the root has hydrated (app/root.tsx), e.g. when a client-side navigation mounts
 * a page. StaticHtml (app/components/site/static-html.tsx) keeps the server's HTML only then.
 */
let firstPass = typeof document !== "undefined";

export function isHydrationPass() {
  return firstPass;
}

export function endHydrationPass() {
  firstPass = false;
}
