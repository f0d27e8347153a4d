import { describe, expect, it } from "vitest";
import { expectNothingExecutable, XSS_PAYLOADS } from "../../tests/support/xss-payloads.ts";
import { EMBED_HOSTS, sanitizePostHtml } from "./sanitize.ts";

describe("sanitizePostHtml: known XSS payloads", () => {
  it("has a real list to work on", () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(XSS_PAYLOADS.map((p) => [p]))("leaves nothing executable in %s", (payload) => {
    const saved = sanitizePostHtml(`<p>before</p>${payload}<p>after</p>`);
    expectNothingExecutable(saved, EMBED_HOSTS);
    // Sanitising again (as rendering does) changes nothing: no mutation brings anything back.
    const rendered = sanitizePostHtml(saved);
    expect(rendered).toBe(saved);
    expectNothingExecutable(rendered, EMBED_HOSTS);
    expect(saved).toContain("<p>before</p>");
  });
});

describe("sanitizePostHtml: what a post may contain", () => {
  it("keeps headings, paragraphs, lists, emphasis, quotes, code and tables", () => {
    const html = [
      "<h2>Title</h2>",
      "<p>Some <strong>bold</strong> and <em>italic</em> text.</p>",
      "<ul><li>one</li></ul><ol><li>two</li></ol>",
      "<blockquote>Quoted</blockquote>",
      '<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>',
      "<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>",
    ].join("");
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it("keeps http, https and mailto links, and adds noopener to links opening a new tab", () => {
    expect(sanitizePostHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizePostHtml('<a href="mailto:hi@x.test">mail</a>')).toBe(
      '<a href="mailto:hi@x.test">mail</a>',
    );
    expect(sanitizePostHtml('<a href="/blog/other" target="_self">in</a>')).toBe(
      '<a href="/blog/other">in</a>',
    );
  });

  it("keeps http(s) images and figures, lazily loaded; drops images with a refused address", () => {
    expect(
      sanitizePostHtml(
        '<figure><img src="https://x.test/a.jpg" alt="A"><figcaption>Cap</figcaption></figure>',
      ),
    ).toBe(
      '<figure><img src="https://x.test/a.jpg" alt="A" loading="lazy" decoding="async" /><figcaption>Cap</figcaption></figure>',
    );
    expect(sanitizePostHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toBe("");
  });

  it("keeps YouTube and Vimeo player embeds and drops every other frame", () => {
    const youtube = '<iframe src="https://www.youtube.com/embed/abc" title="Video" allowfullscreen></iframe>';
    expect(sanitizePostHtml(youtube)).toContain('src="https://www.youtube.com/embed/abc"');
    expect(sanitizePostHtml('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toContain(
      "player.vimeo.com",
    );
    expect(sanitizePostHtml('<iframe src="https://www.youtube.com/watch?v=abc"></iframe>')).toBe("");
    expect(sanitizePostHtml('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBe("");
    expect(sanitizePostHtml('<iframe src="https://evil.test/embed/abc"></iframe>')).toBe("");
  });
});
