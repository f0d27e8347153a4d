import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { cspNonceContext } from "#server/http/content-security-policy.ts";
import { deferHydrationStream } from "./lib/defer-hydration.ts";
import { isSitePage, startWhen } from "./lib/start-when.ts";

/* React Router's default Node entry, plus one step: a public page paints before its scripts load,
   and an anonymous visitor's starts them on a first sign of intent (lib/defer-hydration.ts,
   lib/start-when.ts, decision 018). */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The response's Content-Security-Policy nonce (server/http/content-security-policy.ts): React's
  // and React Router's inline scripts carry it; <Scripts>, <Links> and <ScrollRestoration> take it
  // from ServerRouter, and the root's first-paint script from the framework context.
  const nonce = loadContext.get(cspNonceContext);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA mode get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A page's Suspense boundaries (HydrateWhenSeen) stay inline, where they are. Past this
        // many bytes React would move finished boundaries out to the end of the document, hidden,
        // and have an inline script put them back: work at load, and blank parts without scripts.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const html = isSitePage(routerContext.staticHandlerContext.matches.map((m) => m.route.id))
            ? body.pipe(deferHydrationStream(startWhen(routerContext.staticHandlerContext.loaderData)))
            : body;
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while rendering the shell are logged by React Router itself.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
