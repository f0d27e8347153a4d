import { clsx } from "clsx";
import { RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";

/** Reloads every loader of the page; the spinner turns for at least 500 ms (001 section 2). */
export function RefreshButton() {
  const revalidator = useRevalidator();
  const [spinning, setSpinning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = () => {
    setSpinning(true);
    revalidator.revalidate();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSpinning(false), 500);
  };
  const busy = spinning || revalidator.state !== "idle";
  return (
    <button
      type="button"
      onClick={refresh}
      className={buttonVariants({ variant: "secondary" })}
      aria-busy={busy}
    >
      <RefreshCw className={clsx("size-4", busy && "animate-spin motion-reduce:animate-none")} aria-hidden />
      {busy ? "Refreshing..." : "Refresh"}
    </button>
  );
}
