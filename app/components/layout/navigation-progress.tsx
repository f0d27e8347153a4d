import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { Spinner } from "../ui/spinner.tsx";

/**
 * 'Loading...' while the next page (its lazily loaded code and data) arrives. Shown only after
 * 150 ms so that fast navigations do not flicker.
 */
export function NavigationProgress() {
  const loading = useNavigation().state === "loading";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) return setVisible(false);
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!visible) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[100] flex justify-center pt-3">
      <Spinner className="rounded-full bg-white px-4 py-2 text-sm shadow-lg dark:bg-neutral-900" />
    </div>
  );
}
