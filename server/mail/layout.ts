import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import { convert } from "html-to-text";
import { createElement as h } from "react";

/* The one layout of every mail the product sends, built with React Email (table markup and inline
   styles that mail clients understand). Written without JSX: the mail code runs in the plain Node
   process, which strips types but does not compile JSX. The text part is made from the same body
   and footer, never from the rendered page: React Email's preheader pads itself with invisible
   characters, which have no place in a text part (issue 34). */

export type MailFooter = {
  /** Who sends it and why the reader gets it, one line each. */
  lines: string[];
  /** Newsletter mails only: transactional mails make no unsubscribe claim. */
  unsubscribeUrl?: string;
};

export type LayoutInput = {
  siteName: string;
  /** The line inbox lists show after the subject; omitted, they show the start of the body. */
  preheader?: string;
  /** Safe HTML: sanitised campaign content, or blocks the product built and escaped. */
  bodyHtml: string;
  footer: MailFooter;
  /** The open-tracking pixel of a campaign mail, when tracking is on. */
  pixelUrl?: string;
};

const styles = {
  body: {
    backgroundColor: "#f4f4f5",
    fontFamily: "Helvetica, Arial, sans-serif",
    margin: 0,
    padding: "24px 0",
  },
  container: { backgroundColor: "#ffffff", borderRadius: "8px", maxWidth: "600px", padding: "32px" },
  brand: { color: "#111827", fontSize: "20px", fontWeight: 700, margin: "0 0 24px" },
  content: { color: "#1f2937", fontSize: "16px", lineHeight: "1.6" },
  footer: { color: "#4b5563", fontSize: "12px", lineHeight: "1.5", margin: "8px 0" },
  link: { color: "#1d4ed8", textDecoration: "underline" },
};

/** Styles our own markup gets inside the content: sanitised HTML carries no style attribute. */
function styleContent(html: string) {
  return html
    .replace(
      /<a data-button="[^"]*"/g,
      '<a style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600"',
    )
    .replace(/<a (?!style=)/g, '<a style="color:#1d4ed8;text-decoration:underline" ')
    .replace(/<img /g, '<img style="max-width:100%;height:auto;border:0" ')
    .replace(/<h1>/g, '<h1 style="font-size:26px;line-height:1.3;margin:0 0 16px">')
    .replace(/<h2>/g, '<h2 style="font-size:21px;line-height:1.3;margin:24px 0 12px">')
    .replace(/<h3>/g, '<h3 style="font-size:18px;line-height:1.3;margin:20px 0 8px">');
}

function Layout(input: LayoutInput) {
  const { footer } = input;
  return h(
    Html,
    { lang: "en" },
    h(Head, null),
    input.preheader ? h(Preview, null, input.preheader) : null,
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Text, { style: styles.brand }, input.siteName),
        h(
          Section,
          { style: styles.content },
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised campaign HTML or escaped blocks
          h("div", { dangerouslySetInnerHTML: { __html: styleContent(input.bodyHtml) } }),
        ),
        h(Hr, { style: { borderColor: "#e5e7eb", margin: "32px 0 16px" } }),
        ...footer.lines.map((line) => h(Text, { key: line, style: styles.footer }, line)),
        footer.unsubscribeUrl
          ? h(
              Text,
              { style: styles.footer },
              h(Link, { href: footer.unsubscribeUrl, style: styles.link }, "Unsubscribe"),
            )
          : null,
        input.pixelUrl ? h(Img, { src: input.pixelUrl, width: 1, height: 1, alt: "" }) : null,
      ),
    ),
  );
}

export function renderMailHtml(input: LayoutInput): Promise<string> {
  return render(h(Layout, input));
}

const headings = ["h1", "h2", "h3", "h4", "h5", "h6"];

/**
 * HTML to the text a person reads: headings, paragraphs, lists, links as `text [url]`. As a
 * `summary` (an inbox preheader): one line of words, no link addresses, headings as written.
 */
export function htmlToMailText(html: string, options: { summary?: boolean } = {}): string {
  const text = convert(html, {
    wordwrap: options.summary ? false : 78,
    selectors: [
      { selector: "img", format: "skip" },
      { selector: "a", options: { hideLinkHrefIfSameAsText: true, ignoreHref: options.summary } },
      // What only the HTML part needs, such as the pasteable copy of a button's link.
      { selector: "[data-html-only]", format: "skip" },
      ...(options.summary ? headings.map((selector) => ({ selector, options: { uppercase: false } })) : []),
    ],
  }).trim();
  return options.summary ? text.replace(/\s+/g, " ") : text;
}

/** The text part: the body as text, then the footer after the usual signature separator. */
export function renderMailText(input: LayoutInput): string {
  const footer = [...input.footer.lines];
  if (input.footer.unsubscribeUrl) footer.push(`Unsubscribe: ${input.footer.unsubscribeUrl}`);
  return `${input.siteName}\n\n${htmlToMailText(input.bodyHtml)}\n\n-- \n${footer.join("\n")}\n`;
}
