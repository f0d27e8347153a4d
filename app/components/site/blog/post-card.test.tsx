// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { StaticHtml } from "../static-html.tsx";
import { PostCard, type PublicPostCard, postLinkIntent } from "./post-card.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const post: PublicPostCard = {
  slug: "a-post",
  title: "A post",
  excerpt: null,
  author: "Ana",
  imageUrl: null,
  featured: false,
  tags: ["Video"],
  publishedAt: "2026-11-01T00:00:00.000Z",
  createdAt: "2026-11-01T00:00:00.000Z",
};

let container: HTMLElement;
afterEach(() => container.remove());

/** A card inside a list that has the handlers of blog.tsx's list. */
function mount(onIntent: () => void) {
  container = document.body.appendChild(document.createElement("div"));
  const root = createRoot(container);
  const onPostIntent = postLinkIntent(onIntent);
  act(() =>
    root.render(
      <MemoryRouter>
        <StaticHtml onPointerOver={onPostIntent} onPointerDown={onPostIntent} onFocus={onPostIntent}>
          <PostCard post={post} />
        </StaticHtml>
      </MemoryRouter>,
    ),
  );
  const link = container.querySelector<HTMLAnchorElement>("a[href='/blog/a-post']");
  if (!link) throw new Error("no link to the post");
  return link;
}

it("asks for the post page's code when the pointer reaches the link, presses it or focus reaches it", () => {
  const onIntent = vi.fn();
  const link = mount(onIntent);
  expect(onIntent).not.toHaveBeenCalled();
  act(() => {
    link.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
  });
  expect(onIntent).toHaveBeenCalledTimes(1);
  act(() => {
    link.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
  });
  expect(onIntent).toHaveBeenCalledTimes(2);
  act(() => link.focus());
  expect(onIntent).toHaveBeenCalledTimes(3);
});

it("does not ask for it when the pointer reaches a tag of the card, which leads to the list", () => {
  const onIntent = vi.fn();
  mount(onIntent);
  const tag = container.querySelector<HTMLAnchorElement>("a[href='/blog?tag=Video']");
  act(() => {
    tag?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
  });
  expect(tag).not.toBeNull();
  expect(onIntent).not.toHaveBeenCalled();
});

it("lets React Router find the post's route once the app runs (data-discover), not on the click", () => {
  expect(mount(() => {}).dataset.discover).toBe("true");
});
