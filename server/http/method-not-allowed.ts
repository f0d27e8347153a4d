/**
 * The loader of a POST-only resource route: without one, React Router answers a GET with 400
 * 'Unexpected Server Error'; HTTP says 405 with the methods that work.
 */
export function postOnly(): never {
  throw Response.json(
    { error: "Method not allowed", message: "Method not allowed" },
    { status: 405, headers: { Allow: "POST" } },
  );
}
