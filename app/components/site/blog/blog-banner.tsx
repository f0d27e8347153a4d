import { type ReactNode, useEffect, useRef } from "react";
import { blogBannerVisibilityEvent } from "#core/blog/banner-event.ts";

/**
 * The /blog banner. It tells the site header whether it is in view (000 section 2: 'On /blog a
 * banner-visibility event toggles header state') through a window event, so the header needs no
 * knowledge of this page. Leaving the page reports it out of view, returning the header to normal.
 */
export function BlogBanner({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const banner = ref.current;
    if (!banner || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      window.dispatchEvent(blogBannerVisibilityEvent(entry.isIntersecting));
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      window.dispatchEvent(blogBannerVisibilityEvent(false));
    };
  }, []);

  return (
    <section
      ref={ref}
      data-blog-banner
      className="bg-neutral-950 py-20 text-white sm:py-28 dark:border-b dark:border-neutral-800"
    >
      <div className="mx-auto max-w-6xl px-6">{children}</div>
    </section>
  );
}
