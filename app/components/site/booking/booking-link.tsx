import { Link } from "#app/components/site/links.tsx";
import { PlainNotice, plainButtonClass } from "#app/components/ui/plain.tsx";
import { formatInZone } from "#core/booking/zoned.ts";

/** The booking a cancel or reschedule link points at. */
export function BookingSummary({
  typeName,
  start,
  timeZone,
  name,
  label = "Booked for",
}: {
  typeName: string;
  start: string;
  timeZone: string;
  name: string;
  label?: string;
}) {
  return (
    <div className="rounded-2xl border border-neutral-200 p-5 dark:border-neutral-800">
      <h2 className="text-lg font-semibold">{typeName}</h2>
      <p className="mt-1 text-neutral-700 dark:text-neutral-300">
        {label} {name}: {formatInZone(start, timeZone)}
      </p>
    </div>
  );
}

/** A used, expired or forged link: what happened and where to go instead. */
export function BookingLinkProblem({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <PlainNotice tone="error">{message}</PlainNotice>
      <Link to="/book" className={plainButtonClass({ variant: "secondary" })}>
        Book a new time
      </Link>
    </div>
  );
}
