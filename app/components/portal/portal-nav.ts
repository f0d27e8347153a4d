import {
  CreditCard,
  FolderKanban,
  Image,
  LayoutDashboard,
  MessageSquare,
  Settings,
  User,
} from "lucide-react";

/** The portal's pages (001 section 2), each with its own URL. */
export const portalNav = [
  { to: "/client-portal", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/client-portal/projects", label: "My Projects", icon: FolderKanban },
  { to: "/client-portal/assets", label: "Asset Library", icon: Image, badge: "awaiting" as const },
  { to: "/client-portal/billing", label: "Billing & Invoices", icon: CreditCard },
  { to: "/client-portal/messages", label: "Messages", icon: MessageSquare, badge: "unread" as const },
  { to: "/client-portal/profile", label: "Profile", icon: User },
  { to: "/client-portal/settings", label: "Settings", icon: Settings },
] as const;
