import type { Settings } from "./settings-defaults.ts";

/*
 * Privacy, Terms and Accessibility (the footer's placeholders of 000 section 2, made pages): the
 * owner edits each text in Settings; an empty setting means the default built here from the
 * business details. Texts are plain: a line starting '## ' is a heading, '- ' a list item, and a
 * blank line ends a paragraph.
 */

export const LEGAL_PAGES = {
  privacy: { key: "privacyPolicy", path: "/privacy", title: "Privacy Policy", link: "Privacy" },
  terms: { key: "termsOfService", path: "/terms", title: "Terms of Use", link: "Terms" },
  accessibility: {
    key: "accessibilityStatement",
    path: "/accessibility",
    title: "Accessibility Statement",
    link: "Accessibility",
  },
} as const;
export type LegalPage = keyof typeof LEGAL_PAGES;
export const LEGAL_PAGE_NAMES = Object.keys(LEGAL_PAGES) as LegalPage[];
export type LegalKey = (typeof LEGAL_PAGES)[LegalPage]["key"];
export const LEGAL_KEYS = LEGAL_PAGE_NAMES.map((p) => LEGAL_PAGES[p].key);

export type BusinessDetails = Pick<
  Settings,
  "siteName" | "contactEmail" | "contactPhone" | "businessAddress"
>;

export function legalPageOfKey(key: string): LegalPage | undefined {
  return LEGAL_PAGE_NAMES.find((p) => LEGAL_PAGES[p].key === key);
}

/** The default text of a page, from the business details. */
export function defaultLegalText(page: LegalPage, d: BusinessDetails): string {
  const reach = `${d.contactEmail}${d.contactPhone ? ` or ${d.contactPhone}` : ""}`;
  const address = d.businessAddress.replace(/\s*\n\s*/g, ", ");
  switch (page) {
    case "privacy":
      return [
        `${d.siteName} (${address}) runs this website. This notice says what we collect, why, and how to have it deleted.`,
        "## What we collect",
        "- Project briefs you send through the contact form: your name, e-mail address, company, the service and budget you choose and what you tell us about your project. We use them to answer you and to prepare a proposal.",
        "- Your e-mail address when you subscribe to the newsletter, kept unconfirmed until you follow the link we send, and the reason you give if you unsubscribe. Every newsletter has a one-click unsubscribe link.",
        "- Visits, counted by our own cookie-less analytics: the page, the referring site, the device type and page speed measurements. Visitors are counted with a daily changing hash, never with a cookie, and we do not follow you across sites.",
        "- For clients with an account: your profile, your projects, files and messages, to run the client portal.",
        "## Who sees it",
        `Only the ${d.siteName} team. We do not sell or share your data; our e-mail provider delivers the mails we send.`,
        "## How long we keep it",
        "Briefs and client records as long as we work together and as the law requires for our accounts; newsletter addresses until you unsubscribe.",
        "## Your rights",
        `To see, correct or delete what we hold about you, or to object to its use, write to ${reach}. We answer within 30 days.`,
      ].join("\n\n");
    case "terms":
      return [
        `This website is run by ${d.siteName}, ${address}. By using it you accept these terms.`,
        "## Content",
        `The texts, videos and images on this site belong to ${d.siteName} or its clients. You may share links to them; please ask before you reuse them.`,
        "## Briefs and proposals",
        "A brief sent through the contact form commits neither side. Work starts with a written proposal both sides have agreed.",
        "## Client portal",
        "Keep your sign-in details to yourself. Files in the portal are for you and your team.",
        "## Liability",
        "We take care that the information on this site is correct, but it may change without notice and is not professional advice.",
        "## Contact",
        `Questions about these terms: ${reach}.`,
      ].join("\n\n");
    case "accessibility":
      return [
        `${d.siteName} wants everyone to be able to use this website.`,
        "## What we do",
        "- We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, and test every page with automated checks in the light and the dark theme.",
        "- Every page works with a keyboard, shows where the focus is, and fits a phone's screen.",
        "- Motion stops when your device asks for reduced motion, and videos have captions.",
        "## Tell us",
        `If something on this site is hard to use for you, write to ${reach}. We answer within 5 working days and will provide the information in another format if you need it.`,
      ].join("\n\n");
  }
}

/** The text a page shows: the owner's, or the default. */
export function legalText(
  page: LegalPage,
  settings: BusinessDetails & Partial<Record<LegalKey, string>>,
): string {
  const own = settings[LEGAL_PAGES[page].key]?.trim();
  return own || defaultLegalText(page, settings);
}

export type LegalBlock = { kind: "heading" | "paragraph"; text: string } | { kind: "list"; items: string[] };

/** The blocks of a plain text: headings ('## '), lists ('- ') and paragraphs. */
export function legalBlocks(text: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    if (!lines.length) continue;
    if (lines.every((l) => l.startsWith("- "))) {
      const items = lines.map((l) => l.slice(2).trim());
      const previous = blocks.at(-1);
      if (previous?.kind === "list") previous.items.push(...items);
      else blocks.push({ kind: "list", items });
    } else if (lines.length === 1 && lines[0].startsWith("## ")) {
      blocks.push({ kind: "heading", text: lines[0].slice(3).trim() });
    } else {
      blocks.push({ kind: "paragraph", text: lines.join(" ") });
    }
  }
  return blocks;
}

/**
 * What to store for a text the owner saved: empty when it is the default of the details before or
 * after the save, so that the page keeps following the business details.
 */
export function legalTextToStore(
  page: LegalPage,
  text: string,
  before: BusinessDetails,
  after: BusinessDetails,
): string {
  const typed = text.replace(/\r\n?/g, "\n").trim();
  if (typed === defaultLegalText(page, before) || typed === defaultLegalText(page, after)) return "";
  return typed;
}
