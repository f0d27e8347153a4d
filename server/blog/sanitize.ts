import sanitizeHtml from "sanitize-html";

/** Video embeds are the only frames a post may carry (YouTube, Vimeo). */
export const EMBED_HOSTS = ["www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"];

const headings = ["h1", "h2", "h3", "h4", "h5", "h6"];
const text = [
  "p",
  "br",
  "hr",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "ins",
  "mark",
  "small",
  "sub",
  "sup",
];
const blocks = ["blockquote", "pre", "code", "figure", "figcaption", "div", "span", "abbr", "cite", "q"];
const lists = ["ul", "ol", "li", "dl", "dt", "dd"];
const tables = ["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "colgroup", "col"];

/** The embed address must also be a player path, not any page of the host. */
function isPlayerUrl(src: string) {
  try {
    const url = new URL(src);
    if (url.protocol !== "https:" || !EMBED_HOSTS.includes(url.hostname)) return false;
    return url.hostname === "player.vimeo.com"
      ? url.pathname.startsWith("/video/")
      : url.pathname.startsWith("/embed/");
  } catch {
    return false;
  }
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...headings, ...text, ...blocks, ...lists, ...tables, "a", "img", "iframe"],
  // No style or class on anything (CSS expressions, UI redress); `class` only for code languages.
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    iframe: ["src", "title", "width", "height", "allow", "allowfullscreen", "frameborder", "loading"],
    code: ["class"],
    abbr: ["title"],
    ol: ["start", "reversed", "type"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    col: ["span"],
    colgroup: ["span"],
    "*": ["id", "lang", "dir"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_HOSTS,
  allowIframeRelativeUrls: false,
  // Everything else is removed; these lose their content too (script text must not become prose).
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "title",
    "template",
    "xmp",
    "iframe",
    "noembed",
    "noframes",
    "plaintext",
    "object",
    "embed",
    "svg",
    "math",
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs };
      if (out.target === "_blank") out.rel = "noopener noreferrer";
      else {
        delete out.target;
        if (out.rel) out.rel = out.rel.replace(/[^\w -]/g, "");
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: attribs.src && isPlayerUrl(attribs.src) ? { ...attribs, loading: "lazy" } : {},
    }),
  },
  // A frame or picture whose address was refused is dropped whole, not left as an empty box.
  exclusiveFilter: (frame) => (frame.tag === "iframe" || frame.tag === "img") && !frame.attribs.src,
};

/**
 * Post HTML reduced to an allow-list: headings, paragraphs, lists, links (http, https, mailto),
 * images (http, https), code, quotes, tables, figures and YouTube/Vimeo embeds. Scripts, event
 * handlers, styles, javascript:/data: URLs and foreign frames are removed. Applied when a post is
 * saved and again when it is rendered (DESIGN.md).
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
