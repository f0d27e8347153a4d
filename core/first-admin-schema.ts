import "./zod-jitless.ts";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./auth-rules.ts";
import { isEmailAddress } from "./email-address.ts";

/**
 * What a setup link that was used, or never printed, says. Here rather than beside the setup's
 * server code: the setup page shows it, and a page's import of a server module pulls that module
 * (the database client, PGlite) into the browser's bundle.
 */
export const SETUP_USED_MESSAGE =
  "This setup link has been used or is not valid. Restart the server to print a new one.";

/** The owner account's form on a setup link (app/routes/auth/setup.tsx). */
export const firstAdminSchema = z.object({
  name: z.string().trim().max(100, "Keep the name under 100 characters").optional(),
  email: z.string().trim().toLowerCase().refine(isEmailAddress, "Please enter a valid email address"),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, "Keep the password under 200 characters"),
});
