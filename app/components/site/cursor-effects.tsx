import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { cursorEffectsEnabled } from "#core/motion.ts";
import { useReducedMotion } from "../theme/use-theme.tsx";

const CursorCanvas = lazy(() => import("./cursor-canvas.tsx"));

/**
 * The cursor trail and custom cursor (000 sections 1 and 9): off on the media production,
 * marketing strategy and booking pages and under reduced motion. Their code loads on the first
 * pointer movement, so it never delays the page.
 */
export function CursorEffects() {
  const { pathname } = useLocation();
  const reduced = useReducedMotion();
  const enabled = cursorEffectsEnabled(pathname, reduced);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!enabled || wanted) return;
    const want = () => setWanted(true);
    window.addEventListener("pointermove", want, { once: true, passive: true });
    window.addEventListener("pointerdown", want, { once: true, passive: true });
    return () => {
      window.removeEventListener("pointermove", want);
      window.removeEventListener("pointerdown", want);
    };
  }, [enabled, wanted]);

  if (!enabled || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <CursorCanvas />
    </Suspense>
  );
}
