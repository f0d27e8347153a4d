import sanitizeHtml from "sanitize-html";
import { escapeHtml } from "../../core/text.ts";

/* Campaign HTML from the Compose editor, reduced to what mail clients render: no frames, forms,
   scripts or styles (unlike blog posts, which may embed players). Applied when a campaign or
   template is saved and again when it is rendered. */

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["h1", "h2", "h3", "h4", "p", "br", "hr", "strong", "b", "em", "i", "u", "s"],
    ...["blockquote", "ul", "ol", "li", "a", "img", "span", "div", "code", "pre"],
  ],
  allowedAttributes: {
    a: ["href", "title", "data-button"],
    img: ["src", "alt", "width", "height"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Older campaigns hold plain text: paragraphs become <p>, lines <br>. */
function plainToHtml(text: string) {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

export function sanitizeCampaignHtml(content: string): string {
  const html = /<[a-z][\s\S]*>/i.test(content) ? content : plainToHtml(content);
  return sanitizeHtml(html, options).trim();
}
