import { BRAND_POSTS } from "./blog-posts-brand.ts";
import { MARKETING_POSTS } from "./blog-posts-marketing.ts";
import { VIDEO_POSTS } from "./blog-posts-video.ts";

/** Every demo post, in the order the seed writes them (scripts/blog-images.ts draws their images). */
export const DEMO_POSTS = [...VIDEO_POSTS, ...MARKETING_POSTS, ...BRAND_POSTS];

/** Where a demo post's image is served from: public/images/blog, drawn by scripts/blog-images.ts. */
export const blogImagePath = (slug: string) => `/images/blog/${slug}.png`;
