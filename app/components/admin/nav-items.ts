import {
  BarChart3,
  Calendar,
  DollarSign,
  FileBarChart,
  FileText,
  FolderKanban,
  LayoutDashboard,
  Mail,
  MessageSquare,
  Settings,
  Users,
  UsersRound,
} from "lucide-react";
import type { ComponentType } from "react";

export type BadgeKey = "contacts" | "messages";
export type NavItem = {
  label: string;
  to: string;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  badge?: BadgeKey;
  /** Also active on these paths (Contacts covers the submissions list its badge counts). */
  alsoActive?: string[];
};

/** The sidebar of 001 section 2, in its order. */
export const adminNav: NavItem[] = [
  { label: "Dashboard", to: "/admin", icon: LayoutDashboard },
  {
    label: "Contacts",
    to: "/admin/contacts",
    icon: Users,
    badge: "contacts",
    alsoActive: ["/admin/submissions"],
  },
  { label: "Subscribers", to: "/admin/subscribers", icon: Mail },
  { label: "Blog Posts", to: "/admin/blog-posts", icon: FileText },
  { label: "Client Portal", to: "/admin/client-portal", icon: UsersRound },
  { label: "Messages", to: "/admin/messages", icon: MessageSquare, badge: "messages" },
  { label: "Analytics", to: "/admin/analytics", icon: BarChart3 },
  { label: "Projects", to: "/admin/projects", icon: FolderKanban },
  { label: "Calendar", to: "/admin/calendar", icon: Calendar },
  { label: "Revenue", to: "/admin/revenue", icon: DollarSign },
  { label: "Reports", to: "/admin/reports", icon: FileBarChart },
  { label: "Settings", to: "/admin/settings", icon: Settings },
];

export function isActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/$/, "") || "/";
  if (item.to === "/admin") return path === "/admin";
  return [item.to, ...(item.alsoActive ?? [])].some((p) => path === p || path.startsWith(`${p}/`));
}
