/**
 * The invoice form posts its line items as one JSON field (a variable number of rows); anything
 * unreadable becomes no items, which the schema refuses with its message.
 */
export function invoiceFields(fields: Record<string, string>) {
  let items: unknown = [];
  try {
    items = JSON.parse(fields.items ?? "[]");
  } catch {
    items = [];
  }
  return { ...fields, items: Array.isArray(items) ? items : [] };
}
