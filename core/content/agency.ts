/**
 * Who the agency is. This folder is the one place the agency edits its public copy; contact
 * e-mail, phone, address and the booking link come from the admin settings (app_settings), with
 * the defaults below when a setting was never saved.
 */
export const agency = {
  name: "Ardent Media Co.",
  shortName: "Ardent",
  tagline: "Media production, marketing strategy and brand consulting from Dallas, Texas.",
  founded: 2019,
  city: "Dallas, Texas",
  /* Shown when the matching setting is empty. */
  defaults: {
    contactEmail: "hello@ardentmedia.co",
    contactPhone: "(214) 555-0142",
    businessAddress: "2700 Commerce St, Suite 310, Dallas, TX 75226",
    calendlyUrl: "https://calendly.com/ardentmedia/discovery-call",
  },
  social: [
    { label: "Instagram", href: "https://www.instagram.com/ardentmediaco" },
    { label: "LinkedIn", href: "https://www.linkedin.com/company/ardentmediaco" },
    { label: "YouTube", href: "https://www.youtube.com/@ardentmediaco" },
    { label: "X", href: "https://x.com/ardentmediaco" },
  ],
  copyright: "2019-2025",
} as const;
