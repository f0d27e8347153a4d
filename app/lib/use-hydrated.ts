import { type RefObject, useEffect, useState } from "react";

/** False in the server-rendered HTML and until JavaScript has taken over the page. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Marks a form `data-enhanced` once JavaScript handles it (instant messages; before that it posts
 * natively). Set on the element, not through state: a state change would render the whole form a
 * second time right after hydration, for one attribute.
 */
export function useEnhancedMark(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    form.current?.setAttribute("data-enhanced", "true");
  }, [form]);
}
