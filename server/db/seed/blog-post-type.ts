import type { postStatus } from "../schema.ts";

/** One demo blog post; `age` is how many days before `now` it was written. */
export type DemoPost = {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  status: (typeof postStatus.enumValues)[number];
  featured: boolean;
  tags: string[];
  age: number;
  content: string;
};
