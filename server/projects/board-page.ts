import { filterProjects, parseBoardQuery, sortProjects } from "../../core/projects/board.ts";
import { ActionError } from "../admin-access.ts";
import type { Actor } from "./access.ts";
import { listBoardProjects, moveProjectStatus } from "./board.ts";

/** What /admin/projects shows: the board (or list) filtered and sorted by the URL's query. */
export async function loadProjectBoard(actor: Actor, params: URLSearchParams, now = new Date()) {
  const query = parseBoardQuery(params);
  const { today, projects } = await listBoardProjects(actor, now);
  const clients = new Map<string, string>();
  const services = new Set<string>();
  for (const p of projects) {
    if (p.clientId) clients.set(p.clientId, p.clientName ?? "Unknown client");
    if (p.serviceType) services.add(p.serviceType);
  }
  const filtered = filterProjects(projects, query);
  const folded = filtered.filter((p) => p.folded);
  const shown = query.showFolded ? filtered : filtered.filter((p) => !p.folded);
  return {
    query,
    today,
    total: projects.length,
    projects: query.view === "list" ? sortProjects(shown, query.sort, query.dir) : shown,
    foldedCount: folded.length,
    clients: [...clients].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    serviceTypes: [...services].sort(),
  };
}

export type ProjectBoardData = Awaited<ReturnType<typeof loadProjectBoard>>;

export type MoveResult = { ok: true; status: string } | { ok: false; message: string };

/** A card's move from the board: the outcome as JSON for the optimistic board (never a 500). */
export async function handleMoveRequest(
  actor: Actor,
  request: Request,
): Promise<{ body: MoveResult; status: number }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { body: { ok: false, message: "The move could not be read. Please try again." }, status: 400 };
  }
  const projectId = String(form.get("projectId") ?? "");
  const status = String(form.get("status") ?? "");
  try {
    const project = await moveProjectStatus(actor, projectId, status);
    return { body: { ok: true, status: project.status }, status: 200 };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ActionError)
      return { body: { ok: false, message: error.message }, status: error.status };
    console.error("[projects] move failed:", error);
    return { body: { ok: false, message: "The move failed. Please try again." }, status: 503 };
  }
}
