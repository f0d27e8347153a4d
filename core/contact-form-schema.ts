// zod/mini, not classic zod: the booking form and the call request load these in the browser when
// they are first used, and classic zod's API would cost about 30 KB more there (issue 13).
import * as z from "zod/mini";
import { checkLeadEmail, checkLeadName } from "./contact-form-rules.ts";
import { optionalTextCheck } from "./field-checks.ts";
import { fromCheck } from "./zod-from-check.ts";

/** The visitor's name and e-mail, as every public form that makes a lead checks them. */
export const leadName = fromCheck(checkLeadName);
export const leadEmail = fromCheck(checkLeadEmail);

/** An optional text: blank means absent; too long is refused with its name, never cut. zod asks
    for every key whose schema is not marked optional, so the key may be left out only through
    `z.optional`. */
export const optionalText = (max: number, label: string) =>
  z.optional(fromCheck(optionalTextCheck(max, label)));
