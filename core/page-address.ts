/**
 * The address of the page a request is for, as a visitor would type it. React Router's client asks
 * for a page's data at `<path>.data` (`<path>_.data` when the path ends with a slash) with a
 * `_routes` parameter naming the routes to load; a "come back here" link built from such a request
 * must name the page, not that data address (which answers with a data stream, not a page).
 */
export function pageAddress(requestUrl: string | URL): string {
  const url = new URL(requestUrl);
  let path = url.pathname;
  if (path.endsWith("/_.data")) path = path.slice(0, -"_.data".length);
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  return `${path || "/"}${url.search}`;
}
