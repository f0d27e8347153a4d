import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
} from "react";
import { type Carried, readFields, writeFields } from "./island-fields.ts";

/**
 * A below-the-fold part (the contact form, the footer's newsletter form) that the server renders
 * in full but the browser only loads and hydrates when it comes near the viewport. Until then the
 * server HTML stays as it is, so the form is visible and works as a plain HTML form; the first
 * load of the page carries none of its JavaScript (DESIGN.md budget: 120 KB on /).
 * See docs/decisions/002-deferred-scripts-and-islands.md.
 */
let appHydrated = false;

/** Called once by the root after hydration: islands mounted later render live straight away. */
export function markAppHydrated() {
  appHydrated = true;
}

export type IslandSource<P extends object> = {
  name: string;
  ensure: () => Promise<ComponentType<P>>;
  loaded: () => ComponentType<P> | undefined;
  Lazy: LazyExoticComponent<ComponentType<P>>;
};

export function islandSource<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): IslandSource<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const ensure = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  // The server loads it up front so that it renders synchronously into the HTML.
  if (import.meta.env.SSR) void ensure();
  return {
    name,
    ensure,
    loaded: () => loaded,
    Lazy: lazy(() => ensure().then((component) => ({ default: component }))),
  };
}

function LiveIsland<P extends object>({ source, props }: { source: IslandSource<P>; props: P }) {
  const Loaded = source.loaded();
  if (Loaded) return <Loaded {...props} />;
  const { Lazy } = source;
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}

/** Keeps the server-rendered children untouched: React does not hydrate inner HTML. */
const untouched = { __html: "" };

export function Island<P extends object>({ source, props }: { source: IslandSource<P>; props: P }) {
  const ref = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(() => typeof document === "undefined" || appHydrated);
  const carried = useRef<Carried | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (live || !element) return;
    let cancelled = false;
    const goLive = () =>
      void source.ensure().then(() => {
        if (cancelled) return;
        carried.current = readFields(element);
        setLive(true);
      });
    if (typeof IntersectionObserver === "undefined") return goLive();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        goLive();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    element.addEventListener("focusin", goLive, { once: true });
    return () => {
      cancelled = true;
      observer.disconnect();
      element.removeEventListener("focusin", goLive);
    };
  }, [live, source]);

  useEffect(() => {
    // What the visitor typed into the server-rendered form, and where, carries over.
    if (!live || !carried.current || !ref.current) return;
    writeFields(ref.current, carried.current);
    carried.current = null;
  }, [live]);

  if (!live) {
    return (
      <div
        key="static"
        ref={ref}
        data-island={source.name}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, see `untouched`
        dangerouslySetInnerHTML={untouched}
      />
    );
  }
  // `data-live` tells that the browser runs the part (absent from the server's HTML).
  return (
    <div
      key="live"
      ref={ref}
      data-island={source.name}
      data-live={typeof document === "undefined" ? undefined : "true"}
    >
      <LiveIsland source={source} props={props} />
    </div>
  );
}
