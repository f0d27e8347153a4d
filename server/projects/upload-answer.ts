/** An upload endpoint's answer: the action's result as JSON, 400 when it was refused. */
export function uploadAnswer<T extends { ok: boolean }>(result: T) {
  return Response.json(result, {
    status: result.ok ? 200 : 400,
    headers: { "Cache-Control": "no-store" },
  });
}
