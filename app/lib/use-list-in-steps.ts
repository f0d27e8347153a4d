import { startTransition, useEffect, useState } from "react";
import { useHydratingServerHtml } from "./hydration-pass.ts";

/**
 * A long list that a client-side navigation mounts shows its first `first` items in the frame that
 * answers the click, the rest in a transition after that frame: a screen change is otherwise as
 * slow as its whole list, most of it below the fold (issue 37: Contacts' 24 cards were most of
 * the screen's components). Server HTML and its hydration keep the whole list (a page is complete
 * as served); a list already shown in full stays in full when its items change.
 */
export function useListInSteps<T>(items: readonly T[], first: number): readonly T[] {
  const hydrating = useHydratingServerHtml();
  const [whole, setWhole] = useState(() => typeof document === "undefined" || hydrating);
  useEffect(() => {
    if (whole) return;
    // After the frame that shows the first items: a message posted from its animation callback is
    // handled once that frame is painted.
    let cancelled = false;
    const frame = requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        if (!cancelled) startTransition(() => setWhole(true));
      };
      channel.port2.postMessage(null);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [whole]);
  return whole || items.length <= first ? items : items.slice(0, first);
}
