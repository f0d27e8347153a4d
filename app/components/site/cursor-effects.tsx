import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { whenIdle } from "#app/lib/when-idle.ts";
import { cursorEffectsEnabled } from "#core/motion.ts";
import { useReducedMotion } from "../theme/use-theme.tsx";

const CursorCanvas = lazy(() => import("./cursor-canvas.tsx"));

/**
 * The cursor trail and custom cursor (000 sections 1 and 9): off on the media production,
 * marketing strategy and booking pages and under reduced motion. Their code loads on the first
 * pointer movement, so it never delays the page, and mounts when the browser is next idle: the
 * first movement is often on its way to a click, whose answer goes first (issue 37).
 */
export function CursorEffects() {
  const { pathname } = useLocation();
  const reduced = useReducedMotion();
  const enabled = cursorEffectsEnabled(pathname, reduced);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!enabled || wanted) return;
    let cancel = () => {};
    const want = () => {
      window.removeEventListener("pointermove", want);
      window.removeEventListener("pointerdown", want);
      cancel = whenIdle(() => setWanted(true));
    };
    window.addEventListener("pointermove", want, { passive: true });
    window.addEventListener("pointerdown", want, { passive: true });
    return () => {
      window.removeEventListener("pointermove", want);
      window.removeEventListener("pointerdown", want);
      cancel();
    };
  }, [enabled, wanted]);

  if (!enabled || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <CursorCanvas />
    </Suspense>
  );
}
