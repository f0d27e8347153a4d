import { redirect } from "react-router";
import { isAdmin } from "../core/auth-rules.ts";
import { pageAddress } from "../core/page-address.ts";
import { getAuth } from "./auth.ts";
import { getEnv } from "./env.ts";
import { previewAdmin } from "./preview.ts";
import { hasSessionCookie } from "./session-cookie.ts";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAdmin: boolean;
  /** A confirmed second factor (issue 35 item 7); unknown for actors made outside a request. */
  twoFactorEnabled?: boolean;
};

/** The signed-in user of this request, or null. Decided on the server on every request. */
export async function getUser(request: Request): Promise<SessionUser | null> {
  // No session cookie, no session: an anonymous page runs no session query.
  const session = hasSessionCookie(request.headers)
    ? await getAuth().api.getSession({ headers: request.headers })
    : null;
  // Preview mode signs every visitor in as the demo admin (DESIGN.md).
  if (!session) return getEnv().PREVIEW_MODE ? (previewAdmin() ?? null) : null;
  const { user } = session;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled === true,
    isAdmin: isAdmin({ email: user.email, role: (user as { role?: string }).role }, getEnv().ADMIN_EMAILS),
  };
}

/** Where a visitor is sent to sign in, remembering the page they asked for. */
export function loginRedirect(request: Request) {
  return redirect(`/login?redirectTo=${encodeURIComponent(pageAddress(request.url))}`);
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw loginRedirect(request);
  return user;
}

/** The address the 'Access Denied' screen offers: the contactEmail setting (never MAIL_FROM's localhost). */
export async function adminContact() {
  const { getSettings } = await import("./settings.ts");
  return (await getSettings(["contactEmail"])).contactEmail;
}

export type ForbiddenData = { reason: "forbidden"; adminContact: string };

/**
 * Admins pass; visitors are sent to /login; signed-in non-admins get a 403 that the shared error
 * boundary renders as the 'Access Denied' screen (000 §2 Guards).
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.isAdmin) {
    const data: ForbiddenData = { reason: "forbidden", adminContact: await adminContact() };
    throw Response.json(data, { status: 403 });
  }
  // The owner requires a second factor for admins: one without it sets it up before anything else.
  const { mustSetUpTwoFactor, TWO_FACTOR_SETUP_PATH } = await import("./auth/two-factor.ts");
  if (await mustSetUpTwoFactor(user)) {
    const back = encodeURIComponent(pageAddress(request.url));
    throw redirect(`${TWO_FACTOR_SETUP_PATH}?required=1&redirectTo=${back}`);
  }
  return user;
}
