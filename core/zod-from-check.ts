import "./zod-jitless.ts";
import * as z from "zod/mini";
import type { FieldCheck } from "./field-checks.ts";

/** A plain field check (field-checks.ts) as a zod schema, so that its rule stays in one place. */
export function fromCheck<T>(check: FieldCheck<T>) {
  return z.pipe(
    z.unknown(),
    z.transform((value, ctx) => {
      const checked = check(value);
      if (checked.ok) return checked.value;
      ctx.issues.push({ code: "custom", message: checked.message, input: value });
      return z.NEVER;
    }),
  );
}
