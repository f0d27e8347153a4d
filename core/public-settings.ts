import { agency } from "./content/agency.ts";

/*
 * The settings any visitor may read (never secrets such as sendgridKey and smtpPassword), with the
 * business's own details as their defaults. A module of their own: every public page's code
 * carries these defaults, and not the mail, invoice and backup settings of core/settings-defaults.ts.
 */
export const PUBLIC_SETTINGS_DEFAULTS = {
  siteName: agency.name,
  siteDescription: agency.tagline,
  contactEmail: agency.defaults.contactEmail,
  contactPhone: agency.defaults.contactPhone,
  businessAddress: agency.defaults.businessAddress,
  googleAnalyticsId: "",
  calendlyUrl: agency.defaults.calendlyUrl,
  enableBlog: true,
  enableNewsletter: true,
  enableContactForm: true,
  maintenanceMode: false,
  // Analytics skip visitors whose browser sends Do Not Track or Global Privacy Control.
  respectDoNotTrack: true,
  metaTitle: `${agency.name} | Media Production, Marketing & Brand Consulting in Dallas`,
  metaDescription:
    "Ardent Media Co. is a Dallas agency for video production, marketing strategy and brand consulting. Since 2019 we help brands tell stories that move people.",
  metaKeywords: "Dallas video production, marketing agency Dallas, brand consulting, content strategy",
  socialImage: "/videos/promo.webp",
};

export type PublicSettingKey = keyof typeof PUBLIC_SETTINGS_DEFAULTS;
