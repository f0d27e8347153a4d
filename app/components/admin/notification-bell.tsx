import { Bell, Inbox, MessagesSquare } from "lucide-react";
import { Popover } from "radix-ui";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { LocalTime } from "#app/components/ui/local-time.tsx";
import type { WaitingItem, WaitingList } from "#core/admin-notifications.ts";
import { countOf } from "#core/plural.ts";

/**
 * The top bar's bell: how many things wait (new submissions and unread client messages), and,
 * opened, the list of them, each linking to it. The list is read when the bell opens, and again
 * when the count changes while it is open (the frame reloads its counts live).
 */
export function NotificationBell({ waiting }: { waiting: number }) {
  const [open, setOpen] = useState(false);
  const list = useFetcher<WaitingList | { error: string }>({ key: "admin-notifications" });
  const { load } = list;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new count while open reads the list again
  useEffect(() => {
    if (open) void load("/admin/notifications");
  }, [open, waiting, load]);
  const data = list.data && "submissions" in list.data ? list.data : null;
  const failed = list.data && "error" in list.data;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={`${buttonVariants({ variant: "ghost", size: "icon" })} relative`}
        aria-label={waiting ? `Notifications: ${waiting} waiting` : "Notifications"}
      >
        <Bell className="size-5" aria-hidden />
        {waiting > 0 && (
          <span aria-hidden className="absolute top-1.5 right-1.5 size-2 rounded-full bg-brand-600" />
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-lg border border-neutral-200 bg-white p-2 text-neutral-900 shadow-lg dark:border-neutral-800 dark:bg-neutral-950 dark:text-neutral-100"
        >
          <p className="px-2 pt-1 pb-2 text-sm font-semibold">
            {waiting ? `${countOf(waiting, "item")} waiting` : "Nothing waiting"}
          </p>
          {failed ? (
            <p role="alert" className="px-2 pb-2 text-sm">
              Failed to load notifications
            </p>
          ) : !data ? (
            <p className="px-2 pb-2 text-sm text-neutral-600 dark:text-neutral-400">Loading...</p>
          ) : (
            <div className="max-h-[60vh] overflow-y-auto">
              <Group
                title="New submissions"
                icon={<Inbox className="size-4" aria-hidden />}
                items={data.submissions}
                empty="No new submissions"
                more={{ to: "/admin/submissions?status=new", label: "All new submissions" }}
                onNavigate={() => setOpen(false)}
              />
              <Group
                title="Unread client messages"
                icon={<MessagesSquare className="size-4" aria-hidden />}
                items={data.messages}
                empty="No unread messages"
                more={{ to: "/admin/client-portal?tab=messages", label: "All conversations" }}
                onNavigate={() => setOpen(false)}
              />
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function Group({
  title,
  icon,
  items,
  empty,
  more,
  onNavigate,
}: {
  title: string;
  icon: React.ReactNode;
  items: WaitingItem[];
  empty: string;
  more: { to: string; label: string };
  onNavigate: () => void;
}) {
  return (
    <section
      aria-label={title}
      className="border-t border-neutral-200 py-2 first:border-t-0 dark:border-neutral-800"
    >
      <h2 className="flex items-center gap-2 px-2 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
        {icon}
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="px-2 py-1 text-sm text-neutral-600 dark:text-neutral-400">{empty}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={item.href}
                onClick={onNavigate}
                className="block rounded-md px-2 py-2 text-sm hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-neutral-800"
              >
                <span className="block font-medium">{item.title}</span>
                <span className="block truncate text-neutral-600 dark:text-neutral-400">{item.detail}</span>
                <span className="block text-xs text-neutral-600 dark:text-neutral-400">
                  <LocalTime value={item.at} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={more.to}
        onClick={onNavigate}
        className="mt-1 block rounded-md px-2 py-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-500"
      >
        {more.label}
      </Link>
    </section>
  );
}
