import { type ComponentPropsWithoutRef, createElement, useLayoutEffect, useRef, useState } from "react";
import { APP_LINKS_ATTRIBUTE } from "#app/lib/app-links.ts";
import { useHydratingServerHtml } from "#app/lib/hydration-pass.ts";

type Tag = "div" | "section" | "ul" | "p" | "aside" | "article";

/**
 * A part of a public page with nothing interactive in it (copy, lists, plain links). The server
 * renders it in full; when the browser hydrates that HTML, React leaves the part's contents alone
 * (an empty `dangerouslySetInnerHTML` is neither compared nor replaced), so it builds no fibers and
 * runs no components for them: less main-thread work at load (decision 002, addendum). Mounted by a
 * client-side navigation, it renders its children like any element. A click on one of its links
 * is still a client-side navigation (lib/app-links.ts); before hydration it is a plain link.
 */
export function StaticHtml<T extends Tag = "div">({
  as,
  children,
  ...props
}: { as?: T } & ComponentPropsWithoutRef<T>) {
  const hydrating = useHydratingServerHtml();
  const [keep, setKeep] = useState(hydrating);
  const ref = useRef<HTMLElement>(null);
  // A hydration that fell back to a client render (React does so after a mismatch) has no server
  // HTML to keep: render the children instead, before the browser paints.
  useLayoutEffect(() => {
    if (keep && ref.current && !ref.current.firstChild) setKeep(false);
  }, [keep]);

  const marked = { ...props, ref, [APP_LINKS_ATTRIBUTE]: "" };
  if (!keep) return createElement(as ?? "div", marked, children);
  return createElement(as ?? "div", {
    ...marked,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: "" },
  });
}
