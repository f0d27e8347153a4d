import { useDraggable } from "@dnd-kit/core";
import { GripVertical, MoreHorizontal } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Menu, MenuItem, MenuLabel } from "#app/components/ui/menu.tsx";
import { formatProjectValue } from "#core/money.ts";
import { formatProjectStatus, PROJECT_STATUSES, type ProjectStatus } from "#core/projects.ts";
import type { BoardProject } from "#server/projects/board.ts";

/**
 * One project on the board. The grip is the drag handle (pointer, or Space then arrows then Space);
 * the menu moves the card without dragging at all. The name links to the project page.
 */
export function ProjectCard({
  project,
  status,
  onMove,
  overlay = false,
}: {
  project: BoardProject;
  status: ProjectStatus;
  onMove: (project: BoardProject, status: ProjectStatus) => void;
  overlay?: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: project.id,
    data: { status },
    disabled: overlay,
  });
  return (
    <article
      ref={overlay ? undefined : setNodeRef}
      // The copy under the pointer while dragging is a picture of the card: the card itself stays
      // in its column for screen readers and the keyboard (two 'Move' buttons, two ids otherwise).
      aria-hidden={overlay || undefined}
      inert={overlay || undefined}
      aria-labelledby={overlay ? undefined : `card-${project.id}`}
      data-testid="project-card"
      className={cn(
        "rounded-lg border border-neutral-200 bg-white p-3 text-sm shadow-sm dark:border-neutral-700 dark:bg-neutral-900",
        isDragging && "opacity-40",
        overlay && "shadow-lg ring-2 ring-brand-600",
      )}
    >
      <div className="flex items-start gap-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...listeners}
          {...attributes}
          aria-label={`Move ${project.name}`}
          className="-ml-1 mt-0.5 cursor-grab touch-none rounded p-0.5 text-neutral-500 hover:text-neutral-800 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-neutral-400 dark:hover:text-white"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <h3
          id={overlay ? undefined : `card-${project.id}`}
          className="min-w-0 flex-1 font-semibold break-words"
        >
          <Link to={`/admin/projects/${project.id}`} className="hover:underline">
            {project.name}
          </Link>
        </h3>
        {!overlay && (
          <Menu
            trigger={
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Actions for ${project.name}`}
                className="-mr-1 size-7"
              >
                <MoreHorizontal aria-hidden="true" className="size-4" />
              </Button>
            }
          >
            <MenuLabel>Move to</MenuLabel>
            {PROJECT_STATUSES.filter((s) => s !== status).map((s) => (
              <MenuItem key={s} onSelect={() => onMove(project, s)}>
                {formatProjectStatus(s)}
              </MenuItem>
            ))}
          </Menu>
        )}
      </div>
      <p className="mt-1 text-neutral-600 dark:text-neutral-300">{project.clientName ?? "No client"}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-2 gap-y-1 text-xs">
        <dt className="text-neutral-500 dark:text-neutral-400">Value</dt>
        <dd className="text-right font-medium">{formatProjectValue(project.value)}</dd>
        <dt className="text-neutral-500 dark:text-neutral-400">Ends</dt>
        <dd className="text-right">
          {project.endDate ?? "No date"}
          {project.overdue && status !== "completed" && (
            <Badge tone="danger" className="ml-1">
              overdue
            </Badge>
          )}
        </dd>
        <dt className="text-neutral-500 dark:text-neutral-400">Open tasks</dt>
        <dd className="text-right">{project.openTasks}</dd>
      </dl>
      {project.nextMilestoneTitle && (
        <p className="mt-2 border-t border-neutral-100 pt-2 text-xs dark:border-neutral-800">
          <span className="text-neutral-500 dark:text-neutral-400">Next: </span>
          {project.nextMilestoneTitle}
          {project.nextMilestoneDue && ` (${project.nextMilestoneDue})`}
          {project.nextMilestoneOverdue && (
            <Badge tone="danger" className="ml-1">
              overdue
            </Badge>
          )}
        </p>
      )}
    </article>
  );
}
