/** An RFC 8058 one-click unsubscribe: a POST whose form body is `List-Unsubscribe=One-Click`. */
export function isOneClickUnsubscribe(body: Record<string, unknown>) {
  return body["List-Unsubscribe"] === "One-Click";
}
