import { type ComponentProps, useEffect, useState } from "react";
import { PrefetchPageLinks } from "react-router";
import { ScreenLink } from "#app/components/site/links.tsx";
import { loadScreenCode } from "./screen-code.ts";

/** How long the pointer rests on a link before its data is fetched (React Router's own delay). */
const INTENT_DELAY_MS = 100;

type IntentLinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** An admin path, or a query of this screen (`?campaign=…`). */
  to: string;
  /** The navigation keeps the scroll position (React Router's preventScrollReset). */
  preventScrollReset?: boolean;
};

/**
 * A link to another admin screen whose code and data are fetched when the pointer rests on it or
 * focus reaches it, its code also evaluated (`loadScreenCode`), so that the click only renders
 * (docs/decisions/026-interaction-latency.md).
 *
 * A plain anchor (`ScreenLink`) that the root's click listener routes (lib/app-links.ts), as the
 * public site's links are: React Router's `<Link>` reads the location, so every one of them rendered again on
 * each navigation, twice (its loading state, then the new screen): 74 renders and about a fifth of
 * React's work of a sidebar move at 1× CPU (decision 026, twelfth addendum). The data is fetched
 * by React Router's own `<PrefetchPageLinks>`, mounted while the intent lasts, as its `<Link
 * prefetch="intent">` does, so the click's request is the same one and finds the answer.
 */
export function IntentLink({
  to,
  preventScrollReset = false,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  onTouchStart,
  ...props
}: IntentLinkProps) {
  // The page whose data to prefetch, resolved when the intent starts (a query is this screen's).
  const [intent, setIntent] = useState<string | null>(null);
  const [prefetch, setPrefetch] = useState<string | null>(null);
  useEffect(() => {
    if (!intent) return;
    const timer = setTimeout(() => setPrefetch(intent), INTENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [intent]);

  const start = () => {
    const url = new URL(to, location.href);
    const page = `${url.pathname}${url.search}`;
    loadScreenCode(page);
    setIntent(page);
  };
  const cancel = () => {
    setIntent(null);
    setPrefetch(null);
  };
  return (
    <>
      <ScreenLink
        {...props}
        to={to}
        preventScrollReset={preventScrollReset}
        onMouseEnter={then(onMouseEnter, start)}
        onMouseLeave={then(onMouseLeave, cancel)}
        onFocus={then(onFocus, start)}
        onBlur={then(onBlur, cancel)}
        onTouchStart={then(onTouchStart, start)}
      />
      {prefetch && <PrefetchPageLinks page={prefetch} />}
    </>
  );
}

/** The caller's own handler of an event, then ours. */
function then<E>(theirs: ((event: E) => void) | undefined, ours: () => void) {
  return (event: E) => {
    theirs?.(event);
    ours();
  };
}
