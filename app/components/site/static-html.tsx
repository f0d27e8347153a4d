import {
  type ComponentPropsWithoutRef,
  createElement,
  type MouseEvent,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import { useHydratingServerHtml } from "#app/lib/hydration-pass.ts";
import { clientSidePath } from "#app/lib/static-links.ts";

type Tag = "div" | "section" | "ul" | "p" | "aside" | "article";

/**
 * A part of a public page with nothing interactive in it (copy, lists, plain links). The server
 * renders it in full; when the browser hydrates that HTML, React leaves the part's contents alone
 * (an empty `dangerouslySetInnerHTML` is neither compared nor replaced), so it builds no fibers and
 * runs no components for them: less main-thread work at load (decision 002, addendum). Mounted by a
 * client-side navigation, it renders its children like any element. A click on one of its links
 * is still a client-side navigation (lib/static-links.ts); before hydration it is a plain link.
 */
export function StaticHtml<T extends Tag = "div">({
  as,
  children,
  ...props
}: { as?: T } & ComponentPropsWithoutRef<T>) {
  const hydrating = useHydratingServerHtml();
  const [keep, setKeep] = useState(hydrating);
  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  // A hydration that fell back to a client render (React does so after a mismatch) has no server
  // HTML to keep: render the children instead, before the browser paints.
  useLayoutEffect(() => {
    if (keep && ref.current && !ref.current.firstChild) setKeep(false);
  }, [keep]);

  function onClick(event: MouseEvent<HTMLElement>) {
    const anchor = (event.target as Element).closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    const to = clientSidePath(
      event,
      { href: anchor.href, target: anchor.target, download: anchor.hasAttribute("download") },
      window.location,
    );
    if (!to) return;
    event.preventDefault();
    void navigate(to);
  }

  if (!keep) return createElement(as ?? "div", { ...props, ref }, children);
  return createElement(as ?? "div", {
    ...props,
    ref,
    onClick,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: "" },
  });
}
