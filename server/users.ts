import { eq } from "drizzle-orm";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../core/auth-rules.ts";
import { isEmailAddress } from "../core/email-address.ts";
import { getAuth } from "./auth.ts";
import { getDb } from "./db/client.ts";
import { users } from "./db/schema.ts";

export const newUserSchema = z.object({
  email: z.string().trim().toLowerCase().refine(isEmailAddress, "Please enter a valid email address"),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  name: z.string().trim().optional(),
  admin: z.boolean().default(false),
});

export class UserExistsError extends Error {}

/**
 * Creates a verified e-mail + password account directly, without a confirmation mail: for the
 * first admin on a new install, and for tests.
 */
export async function createVerifiedUser(input: z.input<typeof newUserSchema>) {
  const { email, password, name, admin } = newUserSchema.parse(input);
  const [existing] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw new UserExistsError(`A user with the e-mail ${email} already exists.`);
  const context = await getAuth().$context;
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: name ?? email.split("@")[0],
      emailVerified: true,
      role: admin ? "admin" : "client",
    },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(password),
  });
  return { id: user.id, email, admin };
}
