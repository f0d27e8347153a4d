/**
 * When a part of the page hydrates (app/components/site/hydrate-when-seen.tsx). React hydrates a
 * Suspense boundary after the rest of the page, in a pass of its own; there each such part first
 * waits on a gate, a promise React's `use` suspends on, so the part keeps its server HTML (a
 * dehydrated boundary: React builds no fibers and runs no components in it). The gate opens when
 * the part enters the viewport, or at once when the visitor presses, focuses, types in or
 * submits inside it (a listener on `window` in the capture phase, which runs before React's own
 * listener asks for the part to hydrate synchronously). React then hydrates the part in place,
 * keeping its DOM nodes, and the event reaches the live handlers. Any other reason React has to
 * render a waiting part again (an update that reaches it, a press that came first) opens its gate
 * too: a part never waits twice (decision 014).
 */

export const GATE_ATTRIBUTE = "data-hydrate-when-seen";

/**
 * A part hydrates as it enters the viewport, as Astro's `client:visible` and Angular's
 * `@defer (on viewport)` do; a press needs no head start: it hydrates the part at once.
 */
const IN_VIEW = "0px";

/** Events that mean the visitor is using a part: it must be live before React handles them. */
const USE_EVENTS = [
  "pointerdown",
  "mousedown",
  "touchstart",
  "focusin",
  "keydown",
  "input",
  "click",
  "submit",
];

/** A promise React's `use` can read without waiting: `status` says at once whether it is open. */
export type Gate = Promise<void> & { status: "pending" | "fulfilled" };

/** `wrapper` holds the part (for presses inside it); `watched` is the element the observer sees. */
type Entry = { gate: Gate; resolve: () => void; wrapper: Element; watched: Element };

const waiting = new Map<string, Entry>();
/* An opened part keeps its gate, now fulfilled: the render React retries after the part suspended
   must call `use` again (React checks that it does), and a fulfilled gate passes at once. */
const opened = new Map<string, Gate | null>();
let observer: IntersectionObserver | null = null;
let listening = false;

function wrapperOf(id: string): Element | null {
  for (const element of document.querySelectorAll(`[${GATE_ATTRIBUTE}]`)) {
    if (element.getAttribute(GATE_ATTRIBUTE) === id) return element;
  }
  return null;
}

function open(id: string) {
  const entry = waiting.get(id);
  if (!entry) return;
  waiting.delete(id);
  opened.set(id, entry.gate);
  observer?.unobserve(entry.watched);
  // Synchronously: a render that comes before the promise settles (React's, for a press) passes.
  entry.gate.status = "fulfilled";
  entry.resolve();
}

function onUse(event: Event) {
  const node = event.target;
  const target = node instanceof Element ? node : node instanceof Node ? node.parentElement : null;
  if (!target) return;
  // A part React has not tried yet has no gate: it is remembered as opened, so that the render
  // React attempts for this very event (or the replay of a held click) does not wait.
  for (
    let part = target.closest(`[${GATE_ATTRIBUTE}]`);
    part;
    part = part.parentElement?.closest(`[${GATE_ATTRIBUTE}]`) ?? null
  ) {
    const id = part.getAttribute(GATE_ATTRIBUTE) ?? "";
    if (waiting.has(id)) open(id);
    else if (!opened.has(id)) opened.set(id, null);
  }
}

function onSight(seen: IntersectionObserverEntry[]) {
  for (const { target, isIntersecting } of seen) {
    if (!isIntersecting) continue;
    for (const [id, entry] of waiting) if (entry.watched === target) open(id);
  }
}

function listen() {
  if (listening) return;
  listening = true;
  for (const type of USE_EVENTS) window.addEventListener(type, onUse, { capture: true, passive: true });
}

// From the moment the page's code runs, not from the first gate: React hydrates the parts after
// the page, and a press (or a held click replayed once the page is live) can come first.
if (typeof window !== "undefined") listen();

function closedGate(): { gate: Gate; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { gate: Object.assign(promise, { status: "pending" as const }), resolve };
}

/**
 * What a part (the wrapper carrying `id`) renders with: whether it is hydrating server HTML, and
 * the gate to read first, if any (a fulfilled one passes at once). A part mounted by a
 * client-side navigation has no server HTML (its new wrapper is not in the document yet; React's
 * ids of client mounts never equal those of hydrated parts) and never waits. In the browser only.
 */
export function gateFor(id: string): { serverHtml: boolean; wait: Gate | null } {
  // Rendered again while waiting: the part never waits twice.
  open(id);
  if (opened.has(id)) return { serverHtml: true, wait: opened.get(id) ?? null };
  const wrapper = wrapperOf(id);
  // The wrapper is `display: contents` (no box of its own): watch the part's first element.
  const watched = wrapper?.firstElementChild;
  if (!wrapper || !watched) return { serverHtml: false, wait: null };
  if (typeof IntersectionObserver === "undefined") return { serverHtml: true, wait: null };
  const { gate, resolve } = closedGate();
  waiting.set(id, { gate, resolve, wrapper, watched });
  observer ??= new IntersectionObserver(onSight, { rootMargin: IN_VIEW });
  observer.observe(watched);
  return { serverHtml: true, wait: gate };
}
