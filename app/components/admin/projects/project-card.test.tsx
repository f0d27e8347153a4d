// @vitest-environment happy-dom
import { DndContext } from "@dnd-kit/core";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { BoardProject } from "#server/projects/board.ts";
import { ProjectCard } from "./project-card.tsx";

afterEach(cleanup);

const project: BoardProject = {
  id: "p1",
  name: "Spring Film",
  status: "planning",
  value: null,
  startDate: null,
  endDate: null,
  serviceType: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  clientId: null,
  clientName: "Bea Board",
  openTasks: 0,
  milestonesTotal: 0,
  milestonesDone: 0,
  nextMilestoneTitle: "",
  nextMilestoneDue: null,
  overdue: false,
  nextMilestoneOverdue: false,
  folded: false,
};

function renderCards(withOverlay: boolean) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <DndContext>
          <ProjectCard project={project} status="planning" onMove={() => {}} />
          {withOverlay && <ProjectCard project={project} status="planning" onMove={() => {}} overlay />}
        </DndContext>
      ),
    },
  ]);
  return render(<Stub />);
}

describe("ProjectCard", () => {
  it("is one article with one grip for assistive technology, even while its dragged copy is shown", async () => {
    const { container } = renderCards(true);
    expect(await screen.findAllByRole("button", { name: "Move Spring Film" })).toHaveLength(1);
    expect(screen.getAllByRole("article", { name: "Spring Film" })).toHaveLength(1);
    // The copy keeps no id of the card's (an id twice breaks the card's name).
    expect(container.querySelectorAll("#card-p1")).toHaveLength(1);
    expect(container.querySelector("[inert]")).not.toBeNull();
  });
});
