import { useEffect, useState } from "react";
import { Spinner } from "./spinner.tsx";

/** A loading line that appears only when loading lasts over 150 ms, so fast loads do not flicker. */
export function DelayedStatus({ active, label }: { active: boolean; label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) return setVisible(false);
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [active]);
  if (!visible) return null;
  return <Spinner label={label} className="mb-4 text-sm text-neutral-600 dark:text-neutral-300" />;
}
