import { LogOut, Settings } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Menu, MenuItem, MenuLabel, MenuSeparator } from "#app/components/ui/menu.tsx";
import { PagerLinks } from "#app/components/ui/pager.tsx";
import { SegmentedLinks } from "#app/components/ui/segmented-links.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { KitSection } from "./kit-section.tsx";

/** The choosers and menus: a range kept in the URL, a dropdown menu, cursor pagination. */
export function KitNavigation() {
  return (
    <>
      <KitSection
        title="SegmentedLinks"
        usage="A range or period kept in the URL: label, items [{text, label (spoken), to, current}]."
      >
        <SegmentedLinks
          label="Example range"
          items={["7d", "30d", "90d"].map((d) => ({
            text: d,
            label: `Last ${d.slice(0, -1)} days`,
            to: `?range=${d}`,
            current: d === "30d",
          }))}
        />
      </KitSection>
      <KitSection
        title="Menu"
        usage="Radix dropdown: trigger (a button element), MenuLabel, MenuItem (asChild around a Link, or onSelect), MenuSeparator."
      >
        <Menu trigger={<Button variant="secondary">Open menu</Button>}>
          <MenuLabel>ada@example.com</MenuLabel>
          <MenuItem onSelect={() => toast.success("Settings")}>
            <Settings aria-hidden="true" className="size-4" /> Settings
          </MenuItem>
          <MenuSeparator />
          <MenuItem onSelect={() => toast.success("Signed out (not really)")}>
            <LogOut aria-hidden="true" className="size-4" /> Sign Out
          </MenuItem>
        </Menu>
        <Button variant="link" size="inline">
          A link-looking button
        </Button>
      </KitSection>
      <KitSection
        title="PagerLinks"
        usage="caption, previous, next (hrefs or null): for lists that make their own links; numbered pages use Pager."
      >
        <div className="w-full">
          <PagerLinks caption="12 on this page" previous={null} next="?after=example" />
        </div>
      </KitSection>
    </>
  );
}
