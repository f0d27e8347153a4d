import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, NONCE_PLACEHOLDER, newNonce, withNonce } from "./content-security-policy.ts";
import { createPageCache } from "./page-cache.ts";
import { servePage } from "./serve-page.ts";

const base = { nonce: "n0nce", googleAnalytics: false, calendlyUrl: "" };

/** The directives of a policy, by name. */
function directives(policy: string) {
  return new Map(
    policy.split(/;\s*/).map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe("the Content-Security-Policy header", () => {
  it("allows scripts from this origin and the response's nonce only", () => {
    const policy = directives(contentSecurityPolicy(base));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    // Only the video players a blog post may embed while no booking calendar is configured.
    expect(policy.get("frame-src")).toEqual([
      "https://www.youtube.com",
      "https://youtube.com",
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
    ]);
    expect(contentSecurityPolicy(base)).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("adds Google Analytics only when it is configured", () => {
    const policy = directives(contentSecurityPolicy({ ...base, googleAnalytics: true }));
    expect(policy.get("script-src")).toContain("https://www.googletagmanager.com");
    expect(policy.get("connect-src")).toContain("https://*.google-analytics.com");
  });

  it("frames the blog's video players everywhere, and the booking calendar once one is configured", () => {
    // Everywhere: a client-side navigation from / to /book or a post keeps the policy of /.
    const frames = directives(contentSecurityPolicy({ ...base, calendlyUrl: "https://cal.example/x" })).get(
      "frame-src",
    );
    expect(frames).toContain("https://calendly.com");
    expect(frames).toContain("https://cal.example");
    expect(frames).toContain("https://player.vimeo.com");
    expect(directives(contentSecurityPolicy(base)).get("frame-src")).not.toContain("https://calendly.com");
  });

  it("lets the sign-in form post on to the Google issuer when Google sign-in is on", () => {
    const policy = directives(
      contentSecurityPolicy({ ...base, googleIssuer: "https://accounts.google.com" }),
    );
    expect(policy.get("form-action")).toEqual(["'self'", "https://accounts.google.com"]);
  });

  it("makes a new nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });
});

describe("a page served with its policy", () => {
  const page = (nonce: string) =>
    new Response(`<html><script nonce="${nonce}">boot()</script></html>`, {
      status: 200,
      headers: { "content-type": "text/html" },
    });
  const policy = async (nonce: string) => contentSecurityPolicy({ ...base, nonce });
  const nonceOf = (text: string) => /nonce="([^"]+)"/.exec(text)?.[1];
  const headerNonce = (response: Response) =>
    /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  const request = (headers: Record<string, string> = {}) => new Request("http://localhost/", { headers });

  it("gives each response rendered for one visitor its own nonce, matching its header", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await servePage({
        request: request(),
        render: async (n) => page(n),
        cache: null,
        policy,
      });
      const nonce = nonceOf(await response.text());
      expect(nonce).toBeDefined();
      expect(headerNonce(response)).toBe(nonce);
      seen.add(nonce!);
    }
    expect(seen.size).toBe(3);
  });

  it("never shares a nonce between two responses of one cached page, and keeps the ETag", async () => {
    const pages = createPageCache();
    let renders = 0;
    const serve = (headers: Record<string, string> = {}) =>
      servePage({
        request: request(headers),
        render: async (n) => {
          renders++;
          return page(n);
        },
        cache: { pages, key: "/" },
        policy,
      });
    const first = await serve();
    const second = await serve();
    expect(renders).toBe(1);
    const [a, b] = [nonceOf(await first.text()), nonceOf(await second.text())];
    expect(a).not.toBe(b);
    expect(a).not.toBe(NONCE_PLACEHOLDER);
    expect(headerNonce(first)).toBe(a);
    expect(headerNonce(second)).toBe(b);
    // The ETag is over the stored copy, which holds no nonce: the same for both, and a 304 later.
    const etag = first.headers.get("etag")!;
    expect(second.headers.get("etag")).toBe(etag);
    expect((await serve({ "if-none-match": etag })).status).toBe(304);
  });

  it("writes a fresh nonce into a page the cache did not keep (an error page)", async () => {
    const pages = createPageCache();
    const response = await servePage({
      request: request(),
      render: async (n) =>
        new Response(`<script nonce="${n}"></script>`, {
          status: 404,
          headers: { "content-type": "text/html" },
        }),
      cache: { pages, key: "/missing" },
      policy,
    });
    expect(response.status).toBe(404);
    const nonce = nonceOf(await response.text());
    expect(nonce).not.toBe(NONCE_PLACEHOLDER);
    expect(headerNonce(response)).toBe(nonce);
  });

  it("leaves non-HTML answers without a policy", async () => {
    const response = await servePage({
      request: request(),
      render: async () => Response.json({ ok: true }),
      cache: null,
      policy,
    });
    expect(response.headers.get("content-security-policy")).toBeNull();
  });

  it("replaces every placeholder", () => {
    expect(withNonce(`a${NONCE_PLACEHOLDER}b${NONCE_PLACEHOLDER}`, "X")).toBe("aXbX");
  });
});
