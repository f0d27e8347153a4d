/** The accounts every end-to-end run starts with (created before the server starts). */
export const testUsers = {
  admin: { email: "admin@example.test", password: "password123", admin: true },
  client: { email: "client@example.test", password: "password123", admin: false },
  client2: { email: "client2@example.test", password: "password123", admin: false },
  // Sets up a second factor in tests/e2e/two-factor.spec.ts; the others keep signing in with a password.
  twoFactorAdmin: { email: "second-factor@example.test", password: "password123", admin: true },
} as const;

export type TestRole = keyof typeof testUsers;

export const e2eStateDir = ".tmp/e2e";
export const storageStateFile = (role: TestRole) => `${e2eStateDir}/${role}.storage.json`;
