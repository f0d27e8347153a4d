// @vitest-environment happy-dom
import { expect, it } from "vitest";
import { readFields, writeFields } from "./island-fields.ts";

function form(html: string) {
  const element = document.createElement("div");
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

const fields = `<form>
  <input name="name"><input name="email" type="email"><input type="hidden" name="redirect_to" value="/">
  <textarea name="project_details"></textarea>
  <select name="budget_range"><option value="">-</option><option value="500-1000">500-1000</option></select>
</form>`;

it("carries typed values and focus from the server-rendered form to the live one", () => {
  const before = form(fields);
  before.querySelector<HTMLInputElement>('[name="name"]')!.value = "Dana";
  before.querySelector<HTMLTextAreaElement>('[name="project_details"]')!.value = "A launch video";
  before.querySelector<HTMLSelectElement>('[name="budget_range"]')!.value = "500-1000";
  before.querySelector<HTMLInputElement>('[name="name"]')!.focus();
  const carried = readFields(before);
  expect(carried.focus).toBe("name");
  expect(carried.values.map(([name]) => name)).not.toContain("redirect_to");
  before.remove();

  const after = form(fields);
  const typed: string[] = [];
  after.addEventListener("input", (event) => typed.push((event.target as HTMLInputElement).name));
  writeFields(after, carried);
  expect(after.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe("Dana");
  expect(after.querySelector<HTMLTextAreaElement>('[name="project_details"]')!.value).toBe("A launch video");
  expect(after.querySelector<HTMLSelectElement>('[name="budget_range"]')!.value).toBe("500-1000");
  expect(after.querySelector<HTMLInputElement>('[name="email"]')!.value).toBe("");
  expect(typed).toEqual(["name", "project_details", "budget_range"]);
  expect(document.activeElement?.getAttribute("name")).toBe("name");
});
