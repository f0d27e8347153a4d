import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { OAuth2Server } from "oauth2-mock-server";

/** Who the mock provider says signs in next, or a refusal (the user pressed 'Cancel'). */
export type GoogleIdentity = { email: string; name?: string; emailVerified?: boolean } | { refuse: true };

export const googleClient = { id: "e2e-google-client", secret: "e2e-google-secret" };

const defaultIdentity: GoogleIdentity = { email: "google.user@example.test", name: "Google User" };

const subjectOf = (email: string) => `google-${email.replace(/[^a-z0-9]/gi, "-")}`;

/**
 * A local OpenID Connect provider standing in for Google (STYLE.md: mock only what is outside),
 * plus a small control server through which specs choose the identity of the next sign-in.
 */
export async function startGoogleMock() {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  let next: GoogleIdentity = defaultIdentity;

  const claims = () => {
    if ("refuse" in next) return {};
    return {
      sub: subjectOf(next.email),
      email: next.email,
      email_verified: next.emailVerified ?? true,
      name: next.name ?? next.email.split("@")[0],
    };
  };
  provider.service.on("beforeAuthorizeRedirect", ({ url }) => {
    if ("refuse" in next) {
      url.searchParams.delete("code");
      url.searchParams.set("error", "access_denied");
    }
  });
  provider.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, claims()));
  provider.service.on("beforeUserinfo", (response) => Object.assign(response.body as object, claims()));
  await provider.start(0, "127.0.0.1");

  const control = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://control");
    const email = url.searchParams.get("email");
    next = url.searchParams.get("refuse") === "true" ? { refuse: true } : email ? { email } : defaultIdentity;
    response.end("ok");
  });
  await new Promise<void>((resolve) => control.listen(0, "127.0.0.1", resolve));
  const address = control.address();
  const controlUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  return {
    issuer: provider.issuer.url!,
    controlUrl,
    async close() {
      await provider.stop();
      await new Promise((resolve) => control.close(resolve));
    },
  };
}

/** In a spec: makes the next Google sign-in come back as `email`, or refused. */
export async function nextGoogleSignIn(identity: { email: string } | { refuse: true }) {
  const { googleControlUrl } = JSON.parse(readFileSync(".tmp/e2e/run.json", "utf8")) as {
    googleControlUrl: string;
  };
  const query = "refuse" in identity ? "refuse=true" : `email=${encodeURIComponent(identity.email)}`;
  await fetch(`${googleControlUrl}/?${query}`);
}
