import { clsx } from "clsx";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ReactNode, useEffect, useState } from "react";
import { ScreenLink } from "#app/components/site/links.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ModalOverlay } from "#app/components/ui/dialog.tsx";
import { Toaster } from "#app/components/ui/toaster.tsx";
import type { SidebarBadges } from "#server/admin-nav.ts";
import { SidebarNav } from "./sidebar-nav.tsx";
import { TopBar } from "./top-bar.tsx";
import { warmAdminChunks } from "./warm-chunks.ts";

const COLLAPSED_KEY = "admin-sidebar-collapsed";

function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <ScreenLink to="/admin" className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <span
        aria-hidden
        className="flex size-8 items-center justify-center rounded-md bg-brand-600 text-white"
      >
        A
      </span>
      <span className={clsx(compact && "sr-only")}>Agency Admin</span>
    </ScreenLink>
  );
}

/** The admin frame of 001 section 2: collapsible sidebar, mobile drawer, top bar, toasts. */
export function AdminShell({
  user,
  badges,
  children,
}: {
  user: { email: string; name: string };
  badges: SidebarBadges;
  children: ReactNode;
}) {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    setCollapsed(localStorage.getItem(COLLAPSED_KEY) === "true");
    warmAdminChunks();
  }, []);
  const toggle = () =>
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSED_KEY, String(!c));
      return !c;
    });

  return (
    <div className="flex min-h-screen bg-neutral-50 dark:bg-black">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-brand-600 px-3 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <nav
        id="admin-sidebar"
        aria-label="Admin"
        className={clsx(
          "sticky top-0 hidden h-screen shrink-0 flex-col gap-4 overflow-y-auto border-r border-neutral-200 bg-white p-3 lg:flex dark:border-neutral-800 dark:bg-neutral-950",
          collapsed ? "w-20" : "w-64",
        )}
      >
        <div className={clsx("flex h-10 items-center px-2", collapsed && "justify-center")}>
          <Brand compact={collapsed} />
        </div>
        <SidebarNav badges={badges} collapsed={collapsed} />
      </nav>

      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Portal>
          <ModalOverlay className="fixed inset-0 z-40 bg-black/50 lg:hidden" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 flex-col gap-4 overflow-y-auto bg-white p-3 text-neutral-900 shadow-xl lg:hidden dark:bg-neutral-950 dark:text-neutral-100">
            <div className="flex h-10 items-center justify-between px-2">
              <Dialog.Title asChild>
                <div>
                  <Brand />
                </div>
              </Dialog.Title>
              <Dialog.Close
                className={buttonVariants({ variant: "ghost", size: "icon" })}
                aria-label="Close menu"
              >
                <X className="size-5" aria-hidden />
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">Admin navigation</Dialog.Description>
            <nav aria-label="Admin">
              <SidebarNav badges={badges} onNavigate={() => setDrawerOpen(false)} />
            </nav>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          user={user}
          badges={badges}
          collapsed={collapsed}
          onToggleSidebar={toggle}
          onOpenDrawer={() => setDrawerOpen(true)}
        />
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 p-4 sm:p-6 lg:p-8">
          {children}
        </main>
      </div>
      <Toaster />
    </div>
  );
}
