import { PROJECT_STATUSES, type ProjectStatus } from "../projects.ts";

/* The board's list view (issue 30 item 1): search, filters and sorting kept in the URL. */

export const BOARD_VIEWS = ["board", "list"] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

export const LIST_SORT_KEYS = [
  "name",
  "client",
  "status",
  "value",
  "endDate",
  "openTasks",
  "updatedAt",
] as const;
export type ListSortKey = (typeof LIST_SORT_KEYS)[number];

export type BoardQuery = {
  view: BoardView;
  q: string;
  client: string;
  service: string;
  sort: ListSortKey;
  dir: "asc" | "desc";
  showFolded: boolean;
};

export function parseBoardQuery(params: URLSearchParams): BoardQuery {
  const view = params.get("view") === "list" ? "list" : "board";
  const sort = (LIST_SORT_KEYS as readonly string[]).includes(params.get("sort") ?? "")
    ? (params.get("sort") as ListSortKey)
    : "updatedAt";
  const dir =
    params.get("dir") === "asc"
      ? "asc"
      : params.get("dir") === "desc"
        ? "desc"
        : sort === "updatedAt"
          ? "desc"
          : "asc";
  return {
    view,
    q: (params.get("q") ?? "").trim().slice(0, 200),
    client: params.get("client") ?? "",
    service: params.get("service") ?? "",
    sort,
    dir,
    showFolded: params.get("folded") === "show",
  };
}

type Row = {
  name: string;
  clientId: string | null;
  clientName: string | null;
  serviceType: string | null;
  status: string;
  value: string | null;
  endDate: string | null;
  openTasks: number;
  updatedAt: string;
};

export function filterProjects<T extends Row>(
  rows: readonly T[],
  query: Pick<BoardQuery, "q" | "client" | "service">,
): T[] {
  const q = query.q.toLowerCase();
  return rows.filter(
    (r) =>
      (!query.client || r.clientId === query.client) &&
      (!query.service || r.serviceType === query.service) &&
      (!q ||
        r.name.toLowerCase().includes(q) ||
        (r.clientName ?? "").toLowerCase().includes(q) ||
        (r.serviceType ?? "").toLowerCase().includes(q)),
  );
}

const statusOrder = (s: string) => PROJECT_STATUSES.indexOf(s as ProjectStatus);

/** Sorts a copy; empty values (no value, no end date) go last whichever the direction. */
export function sortProjects<T extends Row>(rows: readonly T[], key: ListSortKey, dir: "asc" | "desc"): T[] {
  const sign = dir === "asc" ? 1 : -1;
  const pick = (r: T): string | number | null => {
    switch (key) {
      case "name":
        return r.name.toLowerCase();
      case "client":
        return r.clientName?.toLowerCase() ?? null;
      case "status":
        return statusOrder(r.status);
      case "value":
        return r.value === null ? null : Number(r.value);
      case "endDate":
        return r.endDate;
      case "openTasks":
        return r.openTasks;
      case "updatedAt":
        return r.updatedAt;
    }
  };
  return [...rows].sort((a, b) => {
    const x = pick(a);
    const y = pick(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (x < y ? -1 : x > y ? 1 : 0) * sign;
  });
}
