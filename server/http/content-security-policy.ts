import { randomBytes } from "node:crypto";
import { createContext } from "react-router";
import { EMBED_HOSTS } from "../blog/sanitize.ts";

/**
 * The Content-Security-Policy of every HTML page (issue 19 item 5;
 * docs/decisions/009-content-security-policy.md). Scripts run only from this origin or with the
 * response's own nonce: React Router's scripts, React's streaming scripts and the first-paint
 * script in <head> carry it, so an injected inline script does not run.
 */

/** The nonce of the response being rendered, for app/entry.server.tsx. */
export const cspNonceContext = createContext<string | undefined>(undefined);

/**
 * What a page that goes into the anonymous page cache is rendered with instead of a nonce: the
 * stored copy (and its ETag) holds no nonce, and each response gets a fresh one written in its
 * place (withNonce). Never sent as a nonce: its characters are not valid in one.
 */
export const NONCE_PLACEHOLDER = "__csp_nonce__";

/** 144 random bits, base64: a fresh value per response. */
export function newNonce(): string {
  return randomBytes(18).toString("base64");
}

/** Puts `nonce` in place of every placeholder a page rendered for the cache carries. */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(NONCE_PLACEHOLDER, nonce);
}

/** Google Analytics 4 (gtag.js): the script, its beacons and its pixel. */
const GOOGLE_ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
};

const CALENDLY = ["https://calendly.com", "https://*.calendly.com"];

export type PolicyInput = {
  nonce: string;
  /** The googleAnalyticsId setting is set: the site loads gtag.js. */
  googleAnalytics: boolean;
  /** The calendlyUrl setting: the booking pages frame it. */
  calendlyUrl: string;
  /** The Google issuer when Google sign-in is on: its form post is answered with a redirect there. */
  googleIssuer?: string | null;
};

function origin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Frames for the whole site, not per page: a document keeps the policy it was loaded with through
 * client-side navigations, so /book reached from / must already allow the booking calendar. The
 * video players the blog sanitiser keeps, and the calendar only when one is configured.
 */
function frameSources({ calendlyUrl }: PolicyInput): string[] {
  const sources = EMBED_HOSTS.map((host) => `https://${host}`);
  const configured = origin(calendlyUrl);
  if (configured) sources.push(...CALENDLY, ...(CALENDLY.includes(configured) ? [] : [configured]));
  return sources;
}

function formTargets({ googleIssuer }: PolicyInput): string[] {
  const issuer = googleIssuer ? origin(googleIssuer) : null;
  return issuer ? [issuer] : [];
}

/** The policy header's value for one HTML response. */
export function contentSecurityPolicy(input: PolicyInput): string {
  const ga = input.googleAnalytics;
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", `'nonce-${input.nonce}'`, ...(ga ? GOOGLE_ANALYTICS.script : [])]],
    // Inline style attributes (React's style prop: progress bars, charts, the preview width) and
    // the style the theme script sets; styles cannot run code in current browsers.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // A blog post's cover and body images may live on any https host an editor links to.
    ["img-src", ["'self'", "data:", "blob:", "https:", ...(ga ? GOOGLE_ANALYTICS.img : [])]],
    ["media-src", ["'self'", "blob:"]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...(ga ? GOOGLE_ANALYTICS.connect : [])]],
    ["frame-src", frameSources(input)],
    ["worker-src", ["'self'", "blob:"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", ...formTargets(input)]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}
