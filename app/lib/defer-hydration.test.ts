import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { expect, it } from "vitest";
import {
  DEFERRED_MODULE_TYPE,
  DEFERRED_PRELOAD_REL,
  deferHydrationHtml,
  deferHydrationStream,
} from "./defer-hydration.ts";

const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hello</main>',
  '<script>window.__reactRouterContext = {"a":"<b>"};</script>',
  '<script type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>',
  '<script>window.__reactRouterContext.streamController.enqueue("x");</script>',
  '<link rel="modulepreload" href="/late.js"/></body></html>',
].join("");

it("makes the module preloads and the boot module inert", () => {
  const { html, done } = deferHydrationHtml(page);
  expect(done).toBe(true);
  expect(html).not.toContain('<link rel="modulepreload" href="/assets/entry.js"/>');
  expect(html).toContain(`<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/entry.js"/>`);
  expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  expect(html).toContain(`<script type="${DEFERRED_MODULE_TYPE}" data-start="paint">import * as route0`);
  expect(html).not.toContain('type="module"');
  // Nothing after the boot script is touched.
  expect(html).toContain('<link rel="modulepreload" href="/late.js"/>');
});

it("keeps the CSP nonce of the boot module, for the script that starts it", () => {
  const withNonce = page.replace('<script type="module"', '<script nonce="abc+/=" type="module"');
  const { html, done } = deferHydrationHtml(withNonce);
  expect(done).toBe(true);
  expect(html).toContain(
    `<script type="${DEFERRED_MODULE_TYPE}" data-start="paint" nonce="abc+/=">import * as route0`,
  );
  expect(html).not.toContain('type="module"');
});

it("says when the app's code starts: after the first paint, or on the visitor's first intent", () => {
  expect(deferHydrationHtml(page, "intent").html).toContain(
    `<script type="${DEFERRED_MODULE_TYPE}" data-start="intent">import * as route0`,
  );
});

it("leaves a page without a boot script as it was", () => {
  expect(deferHydrationHtml("<p>a</p>").html).toBe("<p>a</p>");
});

it("gives the same result however the stream is cut", async () => {
  const expected = deferHydrationHtml(page, "intent").html;
  for (const size of [1, 3, 7, 16, 50, 1000]) {
    const chunks: Buffer[] = [];
    const bytes = Buffer.from(page);
    for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
    const out = await text(Readable.from(chunks).pipe(deferHydrationStream("intent")));
    expect(out).toBe(expected);
  }
});

it("keeps multi-byte characters intact across chunks", async () => {
  const bytes = Buffer.from("<p>Café · ©</p>");
  const chunks = [...bytes].map((b) => Buffer.from([b]));
  expect(await text(Readable.from(chunks).pipe(deferHydrationStream()))).toBe("<p>Café · ©</p>");
});
