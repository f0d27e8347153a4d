// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { REQUIRED_FIELDS_MESSAGE } from "#core/blog/post-schema.ts";
import { PostForm } from "./post-form.tsx";

afterEach(cleanup);

function renderForm() {
  const Stub = createRoutesStub([{ path: "/", Component: () => <PostForm post={null} onDone={() => {}} /> }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("the blog post form", () => {
  it("does not mark Slug required, since an empty slug is made from the title", () => {
    renderForm();
    const slug = screen.getByLabelText("Slug");
    expect(slug.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("Leave empty to generate it from the title.")).toBeTruthy();
    expect(screen.queryByLabelText("Slug *")).toBeNull();
  });

  it("sent empty, says 'Please fill in title, slug, and content' once and marks the empty fields", () => {
    renderForm();
    fireEvent.submit(screen.getByRole("button", { name: "Create Post" }).closest("form")!);
    expect(screen.getAllByText(REQUIRED_FIELDS_MESSAGE)).toHaveLength(1);
    expect(screen.getByRole("alert").textContent).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(screen.getByLabelText("Title *").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Slug").getAttribute("aria-invalid")).toBeNull();
  });
});
