/**
 * What a visitor typed into a server-rendered form before its island went live (island.tsx),
 * carried over to the live form: values of named fields and which one had focus.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export type Carried = { values: [string, string][]; focus: string | null };

const typedFields = "input[name]:not([type=hidden]):not([type=submit]), textarea[name], select[name]";

export function readFields(element: HTMLElement): Carried {
  const values: [string, string][] = [];
  for (const field of element.querySelectorAll<Field>(typedFields)) values.push([field.name, field.value]);
  const active = document.activeElement;
  return { values, focus: active && element.contains(active) ? active.getAttribute("name") : null };
}

export function writeFields(element: HTMLElement, carried: Carried) {
  for (const [name, value] of carried.values) {
    const field = element.querySelector<Field>(`[name="${CSS.escape(name)}"]`);
    if (!field || !value || field.value === value) continue;
    field.value = value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  if (carried.focus) element.querySelector<HTMLElement>(`[name="${CSS.escape(carried.focus)}"]`)?.focus();
}
