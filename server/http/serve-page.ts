import { NONCE_PLACEHOLDER, newNonce, withNonce } from "./content-security-policy.ts";
import { cachedPageResponse, type PageCache, type PageTransform } from "./page-cache.ts";

export type ServePageOptions = {
  request: Request;
  /** Renders the page with the given nonce in its inline scripts. */
  render: (nonce: string) => Promise<Response>;
  /** The page cache and this request's key, when the page may be shared (page-cache.ts). */
  cache: { pages: PageCache; key: string } | null;
  /** The Content-Security-Policy header for a response with this nonce. */
  policy: (nonce: string) => Promise<string>;
  /** A further per-response change of a cached page. */
  transform?: PageTransform;
  /** A change of every page rendered for one visitor (privateByDefault). */
  finish?: (response: Response) => Response;
  /** Report-only in development, where Vite's own inline scripts carry no nonce. */
  reportOnly?: boolean;
};

const isHtml = (response: Response) => response.headers.get("content-type")?.startsWith("text/html") ?? false;

/**
 * One page response with its Content-Security-Policy (content-security-policy.ts). Every response
 * gets a fresh nonce. A page that may be shared is rendered with a placeholder in place of the
 * nonce, so the cached copy and its ETag hold none, and each response gets its own written in.
 */
export async function servePage(options: ServePageOptions): Promise<Response> {
  const { request, cache } = options;
  const finish = options.finish ?? ((response: Response) => response);
  const nonce = newNonce();
  const header = options.reportOnly ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy";
  const policyFor = async (n: string): Promise<[string, string]> => [header, await options.policy(n)];
  if (!cache) return withPolicy(finish(await options.render(nonce)), nonce, false, policyFor);
  const page = await cache.pages.get(cache.key, () => options.render(NONCE_PLACEHOLDER));
  if (page instanceof Response) return withPolicy(finish(page), nonce, true, policyFor);
  const [name, policy] = await policyFor(nonce);
  return cachedPageResponse(request, page, (html, headers) => {
    headers.set(name, policy);
    const body = withNonce(html, nonce);
    return options.transform ? options.transform(body, headers) : body;
  });
}

/** Sets the policy on an HTML page; one rendered with the placeholder first gets its nonce. */
async function withPolicy(
  response: Response,
  nonce: string,
  placeholder: boolean,
  policyFor: (nonce: string) => Promise<[string, string]>,
): Promise<Response> {
  if (!isHtml(response)) return response;
  const [name, policy] = await policyFor(nonce);
  if (!placeholder) {
    try {
      response.headers.set(name, policy);
      return response;
    } catch {
      // Immutable headers: answered below with a copy.
    }
  }
  const headers = new Headers(response.headers);
  headers.set(name, policy);
  const body = placeholder ? withNonce(await response.text(), nonce) : response.body;
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
