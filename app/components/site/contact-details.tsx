import { Mail, MapPin, Phone } from "lucide-react";
import type { PublicSettings } from "#core/settings-defaults.ts";

export type ContactSettings = Pick<PublicSettings, "contactEmail" | "contactPhone" | "businessAddress">;

/** The agency's e-mail, phone and address, from the settings. */
export function ContactDetails({
  settings,
  className = "",
}: {
  settings: ContactSettings;
  className?: string;
}) {
  const tel = settings.contactPhone.replace(/[^\d+]/g, "");
  return (
    <ul className={`flex flex-col gap-3 ${className}`}>
      <li className="flex items-start gap-3">
        <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-500" />
        <a className="underline-offset-4 hover:underline" href={`mailto:${settings.contactEmail}`}>
          {settings.contactEmail}
        </a>
      </li>
      <li className="flex items-start gap-3">
        <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-500" />
        <a className="underline-offset-4 hover:underline" href={`tel:${tel}`}>
          {settings.contactPhone}
        </a>
      </li>
      <li className="flex items-start gap-3">
        <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-500" />
        <address className="not-italic">{settings.businessAddress}</address>
      </li>
    </ul>
  );
}
