import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useEffect, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { cn } from "#app/components/ui/cn.ts";
import { toast } from "#app/components/ui/toaster.tsx";
import { formatProjectStatus, PROJECT_STATUSES, type ProjectStatus } from "#core/projects.ts";
import type { BoardProject } from "#server/projects/board.ts";
import type { MoveResult } from "#server/projects/board-page.ts";
import { ProjectCard } from "./project-card.tsx";

const columnTitle = (status: string) => formatProjectStatus(status);

/**
 * The keyboard's move: with a card picked up (Space or Enter on its grip), Right/Down go to the next
 * column and Left/Up to the previous one, in the board's order whatever the screen's layout.
 */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step =
    event.code === "ArrowRight" || event.code === "ArrowDown"
      ? 1
      : event.code === "ArrowLeft" || event.code === "ArrowUp"
        ? -1
        : 0;
  if (!step) return undefined;
  event.preventDefault();
  const current = (context.over?.id ?? context.active?.data.current?.status) as ProjectStatus | undefined;
  const index = PROJECT_STATUSES.indexOf(current ?? "planning");
  const target = PROJECT_STATUSES[Math.min(PROJECT_STATUSES.length - 1, Math.max(0, index + step))];
  const rect = context.droppableRects.get(target);
  return rect ? { x: rect.left + 8, y: rect.top + 40 } : undefined;
};

export function ProjectBoard({ projects }: { projects: readonly BoardProject[] }) {
  const revalidator = useRevalidator();
  // Optimistic moves: shown at once, dropped when the server's answer (or a refusal) arrives.
  const [moves, setMoves] = useState<Record<string, ProjectStatus>>({});
  const [active, setActive] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const byId = useMemo(() => new Map(projects.map((p) => [p.id, p])), [projects]);
  const statusOf = (p: BoardProject) => moves[p.id] ?? p.status;

  // Once the loader shows a move's status, the optimistic entry is no longer needed.
  useEffect(() => {
    setMoves((current) => {
      const left = Object.fromEntries(
        Object.entries(current).filter(([id, s]) => byId.get(id)?.status !== s),
      );
      return Object.keys(left).length === Object.keys(current).length ? current : left;
    });
  }, [byId]);

  async function move(project: BoardProject, status: ProjectStatus) {
    const from = statusOf(project);
    if (from === status) return;
    setMoves((m) => ({ ...m, [project.id]: status }));
    // URL-encoded, as the page's own forms post.
    const body = new URLSearchParams({ projectId: project.id, status });
    let result: MoveResult;
    try {
      const response = await fetch("/admin/projects/move", {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      const answer = response.headers.get("content-type")?.includes("json")
        ? ((await response.json()) as { ok?: boolean; status?: string; message?: string })
        : null;
      result =
        answer?.ok === true
          ? { ok: true, status: String(answer.status) }
          : {
              ok: false,
              message: answer?.message ?? `the server answered ${response.status}. Please try again.`,
            };
    } catch {
      result = { ok: false, message: "The move failed: the connection was lost. Please try again." };
    }
    if (!result.ok) {
      setMoves((m) => {
        const { [project.id]: _dropped, ...rest } = m;
        return rest;
      });
      toast.error(`${project.name} stays in ${columnTitle(from)}: ${result.message}`);
    }
    await revalidator.revalidate();
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${byId.get(String(active.id))?.name ?? "the project"}. Use the arrow keys to choose a column, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${byId.get(String(active.id))?.name} is over ${columnTitle(String(over.id))}.`
        : `${byId.get(String(active.id))?.name} is over no column.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${byId.get(String(active.id))?.name} moved to ${columnTitle(String(over.id))}.`
        : `${byId.get(String(active.id))?.name} was dropped outside the columns; it did not move.`,
    onDragCancel: ({ active }) => `Move cancelled. ${byId.get(String(active.id))?.name} stays where it was.`,
  };

  function onDragEnd({ active: dragged, over }: DragEndEvent) {
    setActive(null);
    const project = byId.get(String(dragged.id));
    if (project && over) void move(project, over.id as ProjectStatus);
  }

  const activeProject = active ? byId.get(active) : undefined;
  return (
    <DndContext
      sensors={sensors}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "To move a project, press Space or Enter on its grip, use the arrow keys to choose a column, then press Space or Enter to drop it, or Escape to cancel. The Actions menu moves it too.",
        },
      }}
      onDragStart={({ active: a }) => setActive(String(a.id))}
      onDragCancel={() => setActive(null)}
      onDragEnd={onDragEnd}
    >
      <div className="grid gap-4 md:grid-cols-3 xl:grid-cols-5">
        {PROJECT_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            projects={projects.filter((p) => statusOf(p) === status)}
            onMove={move}
          />
        ))}
      </div>
      <DragOverlay>
        {activeProject ? (
          <ProjectCard project={activeProject} status={statusOf(activeProject)} onMove={move} overlay />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

function BoardColumn({
  status,
  projects,
  onMove,
}: {
  status: ProjectStatus;
  projects: readonly BoardProject[];
  onMove: (project: BoardProject, status: ProjectStatus) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = `column-${status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-status={status}
      className={cn(
        "flex min-h-40 flex-col rounded-xl border border-neutral-200 bg-neutral-50 p-3 dark:border-neutral-800 dark:bg-neutral-950",
        isOver && "border-brand-600 ring-2 ring-brand-600",
      )}
    >
      <h2
        id={headingId}
        className="mb-3 flex items-center justify-between text-xs font-bold tracking-wide text-neutral-700 dark:text-neutral-200"
      >
        {columnTitle(status)}
        <span className="rounded-full bg-neutral-200 px-2 py-0.5 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100">
          {projects.length}
        </span>
      </h2>
      <ul className="flex flex-col gap-2">
        {projects.map((p) => (
          <li key={p.id}>
            <ProjectCard project={p} status={status} onMove={onMove} />
          </li>
        ))}
      </ul>
      {projects.length === 0 && <p className="text-xs text-neutral-500 dark:text-neutral-400">No projects</p>}
    </section>
  );
}
