import { lazy, memo, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { whenIdle } from "#app/lib/when-idle.ts";
import { cursorEffectsEnabled } from "#core/motion.ts";
import { useReducedMotion } from "../theme/use-theme.tsx";

const CursorCanvas = lazy(() => import("./cursor-canvas.tsx"));

/** From the first pointer movement to the mount (then at the browser's next idle moment). */
const MOUNT_AFTER_MS = 1000;

/**
 * The cursor trail and custom cursor (000 sections 1 and 9): off on the media production,
 * marketing strategy and booking pages and under reduced motion. Their code loads after the first
 * pointer movement, so it never delays the page, and mounts a second after it, when the browser
 * is next idle: the first movement is often on its way to a click, and the mount (a chunk, a
 * full-screen canvas's backing store: about 20 ms at 4× CPU in a profile) landed between that
 * click's steps when it waited for the next idle moment only (issue 37).
 */
export const CursorEffects = memo(function CursorEffects() {
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
      const timer = setTimeout(() => {
        cancel = whenIdle(() => setWanted(true));
      }, MOUNT_AFTER_MS);
      cancel = () => clearTimeout(timer);
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
});
