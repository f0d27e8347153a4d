import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL, START_ATTRIBUTE } from "./app-start.ts";

/**
 * Lets the server-rendered page paint before any JavaScript is fetched (the budget of DESIGN.md:
 * LCP <= 1.5 s on a throttled phone). React Router's <Scripts /> emits `modulepreload` links and a
 * module script that imports every route module at once; on a slow line these downloads compete
 * with the stylesheet and delay the first paint. This rewrite makes the preload links and the
 * module script inert; the start script in <head> (app-start.ts) turns them back on after the
 * first frame, or on the visitor's first sign of intent (`start`, decision 018). When nothing
 * matches, the page is left exactly as rendered.
 */
export { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL };

/**
 * When the app's code starts: right after the first paint, or on the visitor's first sign of
 * intent (a move, touch, key, scroll or focus, or a part that needs the code coming into view).
 */
export type StartWhen = "paint" | "intent";

const modulePreload = '<link rel="modulepreload"';
// React Router's boot module script, with the response's CSP nonce when there is one (kept, so the
// script that starts it later can hand the nonce on).
const bootScript = /<script( nonce="[^"]*")? type="module" async="">/;

export function deferHydrationHtml(
  html: string,
  start: StartWhen = "paint",
): { html: string; done: boolean } {
  const match = bootScript.exec(html);
  const at = match ? match.index : -1;
  const head = match ? html.slice(0, at) : html;
  const rest = match
    ? `<script type="${DEFERRED_MODULE_TYPE}" ${START_ATTRIBUTE}="${start}"${match[1] ?? ""}>${html.slice(at + match[0].length)}`
    : "";
  const inertPreloads = head.replaceAll(modulePreload, `<link rel="${DEFERRED_PRELOAD_REL}"`);
  return { html: inertPreloads + rest, done: at !== -1 };
}

/** The same rewrite on a stream, holding back a tag that is cut between two chunks. */
export function deferHydrationStream(start: StartWhen = "paint") {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending += decoder.write(chunk);
      const lastOpen = pending.lastIndexOf("<");
      const cut = lastOpen !== -1 && pending.indexOf(">", lastOpen) === -1 ? lastOpen : pending.length;
      const result = deferHydrationHtml(pending.slice(0, cut), start);
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
      callback(null, done ? rest : deferHydrationHtml(rest, start).html);
    },
  });
}
