import { createContext, useContext } from "react";

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

/**
 * True inside a part that React hydrates after the page (HydrateWhenSeen): its first render in the
 * browser hydrates server HTML too, though the page's own hydration pass has ended.
 */
export const ServerHtmlContext = createContext(false);

/** Whether a component mounting now finds its server HTML in the document. */
export function useHydratingServerHtml() {
  const inLatePart = useContext(ServerHtmlContext);
  return inLatePart || isHydrationPass();
}
