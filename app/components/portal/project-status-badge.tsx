import { adminStatusTone, formatProjectStatus, portalStatusTone } from "#core/projects.ts";
import { Badge } from "../ui/badge.tsx";

/** 'IN PROGRESS' etc.; the portal gives each status its own colour, the admin list three (001 section 4). */
export function ProjectStatusBadge({
  status,
  variant = "portal",
}: {
  status: string;
  variant?: "portal" | "admin";
}) {
  const tone = variant === "admin" ? adminStatusTone(status) : portalStatusTone(status);
  return <Badge tone={tone}>{formatProjectStatus(status)}</Badge>;
}
