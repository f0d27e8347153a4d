import { describe, expect, it } from "vitest";
import {
  BLOG_BANNER_VISIBILITY_EVENT,
  blogBannerVisibilityEvent,
  onBlogBannerVisibility,
} from "./banner-event.ts";

describe("blog banner visibility event", () => {
  it("carries the visibility to listeners until they unsubscribe", () => {
    const target = new EventTarget();
    const seen: boolean[] = [];
    const stop = onBlogBannerVisibility(target, (visible) => seen.push(visible));
    target.dispatchEvent(blogBannerVisibilityEvent(true));
    target.dispatchEvent(blogBannerVisibilityEvent(false));
    stop();
    target.dispatchEvent(blogBannerVisibilityEvent(true));
    expect(seen).toEqual([true, false]);
    expect(blogBannerVisibilityEvent(true).type).toBe(BLOG_BANNER_VISIBILITY_EVENT);
  });
});
