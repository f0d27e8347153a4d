import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import { createElement as h } from "react";

/* The campaign e-mail layout, built with React Email (table markup and inline styles that mail
   clients understand). Written without JSX: the sender runs in the plain Node process, which
   strips types but does not compile JSX. */

export type LayoutInput = {
  siteName: string;
  subject: string;
  /** Sanitised campaign HTML (links possibly rewritten). */
  bodyHtml: string;
  footerText: string;
  unsubscribeUrl: string;
  /** The open-tracking pixel, when tracking is on. */
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
  return h(
    Html,
    { lang: "en" },
    h(Head, null),
    h(Preview, null, input.subject),
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
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeCampaignHtml produced this HTML
          h("div", { dangerouslySetInnerHTML: { __html: styleContent(input.bodyHtml) } }),
        ),
        h(Hr, { style: { borderColor: "#e5e7eb", margin: "32px 0 16px" } }),
        h(Text, { style: styles.footer }, input.footerText),
        h(
          Text,
          { style: styles.footer },
          h(Link, { href: input.unsubscribeUrl, style: styles.link }, "Unsubscribe"),
        ),
        input.pixelUrl ? h(Img, { src: input.pixelUrl, width: 1, height: 1, alt: "" }) : null,
      ),
    ),
  );
}

export function renderLayout(input: LayoutInput): Promise<string> {
  return render(h(Layout, input));
}
