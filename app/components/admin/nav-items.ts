import {
  BarChart3,
  Calendar,
  CalendarClock,
  DollarSign,
  FileBarChart,
  FileText,
  FolderKanban,
  LayoutDashboard,
  Mail,
  MessageSquare,
  MessagesSquare,
  Settings,
  Users,
  UsersRound,
} from "lucide-react";
import type { ComponentType } from "react";

export type BadgeKey = "contacts" | "messages" | "reviews";

/** What a badge's number counts, read after it by screen readers ('Client Portal, 2 to review'). */
export const BADGE_MEANING: Record<BadgeKey, string> = {
  contacts: "new",
  messages: "unread",
  reviews: "to review",
};
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
  // Its count: deliverables with client comments or decisions no admin has opened (issue 32).
  { label: "Client Portal", to: "/admin/client-portal", icon: UsersRound, badge: "reviews" },
  // Client conversations have one home, Client Portal › Messages; its entry carries the count of
  // unread messages from clients. The Message Center (/admin/messages) is for campaigns.
  {
    label: "Client Messages",
    to: "/admin/client-portal?tab=messages",
    icon: MessagesSquare,
    badge: "messages",
  },
  { label: "Messages", to: "/admin/messages", icon: MessageSquare },
  { label: "Analytics", to: "/admin/analytics", icon: BarChart3 },
  { label: "Projects", to: "/admin/projects", icon: FolderKanban },
  { label: "Calendar", to: "/admin/calendar", icon: Calendar },
  { label: "Bookings", to: "/admin/bookings", icon: CalendarClock },
  { label: "Revenue", to: "/admin/revenue", icon: DollarSign },
  { label: "Reports", to: "/admin/reports", icon: FileBarChart },
  { label: "Settings", to: "/admin/settings", icon: Settings },
];

/**
 * Whether an entry is the current page. An entry with a query (Client Messages) is current when its
 * query matches too, and then the plain entry of the same path (Client Portal) is not.
 */
export function isActive(item: NavItem, pathname: string, search = ""): boolean {
  const path = pathname.replace(/\/$/, "") || "/";
  const [to, query] = item.to.split("?");
  const params = new URLSearchParams(search);
  const queryMatches = (q: string) => [...new URLSearchParams(q)].every(([k, v]) => params.get(k) === v);
  if (query !== undefined) return path === to && queryMatches(query);
  const narrower = adminNav.some((other) => {
    const [otherTo, otherQuery] = other.to.split("?");
    return otherQuery !== undefined && otherTo === to && path === to && queryMatches(otherQuery);
  });
  if (narrower) return false;
  if (to === "/admin") return path === "/admin";
  return [to, ...(item.alsoActive ?? [])].some((p) => path === p || path.startsWith(`${p}/`));
}
