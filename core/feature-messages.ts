/*
 * What a visitor reads when a Features switch (admin settings) is off: the same words from the
 * endpoint that refuses and from the page that hides the form, so one place holds them.
 */
export const FEATURE_OFF_MESSAGES = {
  enableContactForm: (email: string) =>
    `The contact form is currently turned off. Please e-mail us at ${email}.`,
  enableNewsletter: () => "Newsletter sign-up is currently turned off.",
  enableBlog: () => "The blog is currently turned off.",
} as const;

export type Feature = keyof typeof FEATURE_OFF_MESSAGES;
