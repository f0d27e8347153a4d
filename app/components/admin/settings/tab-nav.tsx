import { Link, useNavigate } from "react-router";
import { controlClass, labelClass } from "#app/components/ui/field.tsx";
import { SETTINGS_TAB_LABELS, SETTINGS_TABS, type SettingsTab } from "#core/settings-schema.ts";

/** Side tabs on wide screens, a select on phones; the tab lives in the URL (?tab=). */
export function SettingsTabNav({ current }: { current: SettingsTab }) {
  const navigate = useNavigate();
  return (
    <>
      <div className="md:hidden">
        <label htmlFor="settings-tab" className={labelClass}>
          Section
        </label>
        <select
          id="settings-tab"
          className={controlClass}
          value={current}
          onChange={(e) => navigate(`?tab=${e.target.value}`, { preventScrollReset: true })}
        >
          {SETTINGS_TABS.map((tab) => (
            <option key={tab} value={tab}>
              {SETTINGS_TAB_LABELS[tab]}
            </option>
          ))}
        </select>
      </div>
      <nav aria-label="Settings sections" className="hidden md:block">
        <ul className="flex flex-col gap-1">
          {SETTINGS_TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={`?tab=${tab}`}
                preventScrollReset
                aria-current={tab === current ? "page" : undefined}
                className="block rounded-md px-3 py-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:aria-[current=page]:bg-neutral-800 dark:aria-[current=page]:text-white"
              >
                {SETTINGS_TAB_LABELS[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
