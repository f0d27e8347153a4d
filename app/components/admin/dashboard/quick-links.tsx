import { BarChart3, DollarSign, Users } from "lucide-react";
import { ScreenLink } from "#app/components/site/links.tsx";
import { cardClass } from "#app/components/ui/card.tsx";

const links = [
  { to: "/admin/contacts", label: "Manage Contacts", text: "Leads, statuses and follow-ups", icon: Users },
  { to: "/admin/revenue", label: "Revenue Tracker", text: "Income, expenses and invoices", icon: DollarSign },
  { to: "/admin/analytics", label: "View Analytics", text: "Traffic, email and content", icon: BarChart3 },
];

export function QuickLinks() {
  return (
    <section aria-labelledby="quick-links-heading">
      <h2 id="quick-links-heading" className="mb-3 text-lg font-semibold">
        Quick Links
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {links.map(({ to, label, text, icon: Icon }) => (
          <li key={to}>
            <ScreenLink to={to} className={`${cardClass} flex items-center gap-3 hover:border-brand-600`}>
              <Icon className="size-6 text-brand-600 dark:text-brand-500" aria-hidden />
              <span>
                <span className="block font-medium">{label}</span>
                <span className="block text-sm text-neutral-600 dark:text-neutral-400">{text}</span>
              </span>
            </ScreenLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
