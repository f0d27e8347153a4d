import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Lets the server-rendered page paint before any JavaScript is fetched (the budget of DESIGN.md:
 * LCP <= 1.5 s on a throttled phone). React Router's <Scripts /> emits `modulepreload` links and a
 * module script that imports every route module at once; on a slow line these downloads compete
 * with the stylesheet and delay the first paint. This rewrite makes the preload links and the
 * module script inert; the first-paint script in <head> (theme-boot-script.ts) turns them back on
 * right after the first frame. When nothing matches, the page is left exactly as rendered.
 */
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";
export const DEFERRED_PRELOAD_REL = "x-deferred-modulepreload";

const modulePreload = '<link rel="modulepreload"';
// React Router's boot module script, with the response's CSP nonce when there is one (kept, so the
// script that starts it later can hand the nonce on).
const bootScript = /<script( nonce="[^"]*")? type="module" async="">/;

export function deferHydrationHtml(html: string): { html: string; done: boolean } {
  const match = bootScript.exec(html);
  const at = match ? match.index : -1;
  const head = match ? html.slice(0, at) : html;
  const rest = match
    ? `<script type="${DEFERRED_MODULE_TYPE}"${match[1] ?? ""}>${html.slice(at + match[0].length)}`
    : "";
  const inertPreloads = head.replaceAll(modulePreload, `<link rel="${DEFERRED_PRELOAD_REL}"`);
  return { html: inertPreloads + rest, done: at !== -1 };
}

/** The same rewrite on a stream, holding back a tag that is cut between two chunks. */
export function deferHydrationStream() {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending += decoder.write(chunk);
      const lastOpen = pending.lastIndexOf("<");
      const cut = lastOpen !== -1 && pending.indexOf(">", lastOpen) === -1 ? lastOpen : pending.length;
      const result = deferHydrationHtml(pending.slice(0, cut));
      pending = pending.slice(cut);
      done = result.done;
      if (done) {
        const out = result.html + pending;
        pending = "";
        return callback(null, out);
      }
      callback(null, result.html);
    },
    flush(callback) {
      const rest = pending + decoder.end();
      callback(null, done ? rest : deferHydrationHtml(rest).html);
    },
  });
}
