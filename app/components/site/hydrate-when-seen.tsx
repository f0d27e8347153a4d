import { type ReactNode, Suspense, use, useId } from "react";
import { GATE_ATTRIBUTE, gateFor } from "#app/lib/hydration-gates.ts";
import { ServerHtmlContext } from "#app/lib/hydration-pass.ts";

/** Waits for the part's gate before React hydrates the children (app/lib/hydration-gates.ts). */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  if (typeof document === "undefined") return children;
  const { serverHtml, wait } = gateFor(id);
  // An open gate is read too: React passes a fulfilled one at once.
  if (wait) use<void>(wait as Promise<void>);
  // StaticHtml inside the part keeps its server HTML as it would during the page's hydration.
  return <ServerHtmlContext value={serverHtml}>{children}</ServerHtmlContext>;
}

/**
 * An interactive part of a public page below the fold (a form, the carousel, the footer). The
 * server renders it in full; in the browser it stays server HTML, its links working as plain
 * links, until it enters the viewport or the visitor presses, focuses or types in it, and then
 * hydrates in place (app/lib/hydration-gates.ts, decision 014). Mounted by a client-side
 * navigation it renders like any element. The wrapper is `display: contents`: no box of its own.
 */
export function HydrateWhenSeen({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div className="contents" {...{ [GATE_ATTRIBUTE]: id }}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  );
}
