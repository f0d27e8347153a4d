import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { optionalChoice, optionalTextCheck, requiredEmail, requiredText } from "./field-checks.ts";
import { fromCheck } from "./zod-from-check.ts";

describe("plain field checks", () => {
  const name = requiredText("Name, please", 5, "Too long");
  const email = requiredEmail("Address, please", "Not an address");

  it("trim a required text, refuse it blank or absent, and refuse it too long", () => {
    expect(name("  Ada ")).toEqual({ ok: true, value: "Ada" });
    for (const value of [undefined, null, 3, "", "   "])
      expect(name(value)).toEqual({ ok: false, message: "Name, please" });
    expect(name("Adalovelace")).toEqual({ ok: false, message: "Too long" });
  });

  it("check an address after the required text", () => {
    expect(email(" ada@example.test ")).toEqual({ ok: true, value: "ada@example.test" });
    expect(email("")).toMatchObject({ message: "Address, please" });
    expect(email("ada@example")).toMatchObject({ message: "Not an address" });
    expect(email(`${"a".repeat(250)}@example.test`)).toMatchObject({ message: "Not an address" });
  });

  it("make blank optional text absent and name the field when too long", () => {
    const company = optionalTextCheck(4, "company name");
    expect(company(undefined)).toEqual({ ok: true, value: undefined });
    expect(company("  ")).toEqual({ ok: true, value: undefined });
    expect(company("Acme ")).toEqual({ ok: true, value: "Acme" });
    expect(company("Acme Inc")).toMatchObject({ message: "Please keep the company name under 4 characters" });
    expect(company(7)).toMatchObject({ ok: false });
  });

  it("accept only a listed choice, blank meaning none", () => {
    const size = optionalChoice([{ value: "s" }, { value: "m" }], "Pick a size");
    expect(size("")).toEqual({ ok: true, value: undefined });
    expect(size("m")).toEqual({ ok: true, value: "m" });
    expect(size("xl")).toEqual({ ok: false, message: "Pick a size" });
  });
});

describe("a plain check as a zod schema", () => {
  const schema = z.object({
    name: fromCheck(requiredText("Name, please", 5, "Too long")),
    age: z.optional(z.number()),
  });

  it("gives the checked value, and the check's message at the field's path", () => {
    expect(schema.parse({ name: " Ada " })).toEqual({ name: "Ada" });
    const result = schema.safeParse({ name: " " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["name"], message: "Name, please" });
  });
});
