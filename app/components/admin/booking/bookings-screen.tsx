import { CardSection } from "#app/components/ui/card.tsx";
import { SegmentedLinks } from "#app/components/ui/segmented-links.tsx";
import type { bookingsPage } from "#server/booking/admin.ts";
import { AvailabilityPanel, MeetingTypesPanel } from "./booking-settings.tsx";
import { BookingsList } from "./bookings-list.tsx";

type Data = Awaited<ReturnType<typeof bookingsPage>>;

const TABS = [
  ["upcoming", "Upcoming"],
  ["past", "Past"],
  ["cancelled", "Cancelled"],
] as const;

/** /admin/bookings: the bookings by tab, then the meeting types and the availability. */
export function BookingsScreen({ data }: { data: Data }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Bookings</h1>
      <CardSection id="bookings-list" title="Booked calls">
        <div className="my-3">
          <SegmentedLinks
            label="Which bookings"
            items={TABS.map(([tab, text]) => ({
              text,
              label: `${text} bookings`,
              to: `/admin/bookings?tab=${tab}`,
              current: data.tab === tab,
            }))}
          />
        </div>
        <BookingsList data={data} />
      </CardSection>
      <MeetingTypesPanel types={data.types} />
      <AvailabilityPanel availability={data.availability} timeZone={data.timeZone} />
    </div>
  );
}
