/**
 * 000 section 2: 'On /blog a banner-visibility event toggles header state.' The blog page's banner
 * dispatches this window event whenever it enters or leaves the viewport; the site header listens
 * and changes its appearance while the banner is out of view.
 */
export const BLOG_BANNER_VISIBILITY_EVENT = "blog-banner-visibility";

export type BlogBannerVisibilityDetail = { visible: boolean };

export function blogBannerVisibilityEvent(visible: boolean) {
  return new CustomEvent<BlogBannerVisibilityDetail>(BLOG_BANNER_VISIBILITY_EVENT, { detail: { visible } });
}

/** Subscribes to the event; returns the function that unsubscribes. */
export function onBlogBannerVisibility(target: EventTarget, listener: (visible: boolean) => void) {
  const handler = (event: Event) =>
    listener((event as CustomEvent<BlogBannerVisibilityDetail>).detail.visible);
  target.addEventListener(BLOG_BANNER_VISIBILITY_EVENT, handler);
  return () => target.removeEventListener(BLOG_BANNER_VISIBILITY_EVENT, handler);
}
