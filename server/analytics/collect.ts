import { isbot } from "isbot";
import {
  COLLECT_LIMITS,
  type CollectPayload,
  collectSchema,
  isTrackedPath,
} from "../../core/analytics/collect-schema.ts";
import { deviceType, screenBucket } from "../../core/analytics/device.ts";
import { classifySource, referredBySite, referrerOrigin } from "../../core/analytics/source.ts";
import { rateVital, type VitalName } from "../../core/analytics/vitals.ts";
import { getEnv } from "../env.ts";
import { getUser } from "../session.ts";
import { getSettings } from "../settings.ts";
import { dailySalt, visitorHash } from "./salt.ts";
import { createVisitSources } from "./visit-sources.ts";
import { createVisitorLimiter } from "./visitor-limit.ts";
import type { EventWriter } from "./writer.ts";

export type CollectResult = { status: 202 | 400 | 413 | 429; stored: boolean; reason?: string };

const limiter = createVisitorLimiter();
const visitSources = createVisitSources();
let privacySetting: { value: boolean; at: number } | null = null;

/** The respectDoNotTrack setting, re-read at most every 30 s (a beacon must not cost a settings query). */
async function respectDoNotTrack(now: number): Promise<boolean> {
  if (privacySetting && now - privacySetting.at < 30_000) return privacySetting.value;
  const { respectDoNotTrack: value } = await getSettings(["respectDoNotTrack"]);
  privacySetting = { value, at: now };
  return value;
}

export function resetCollectState() {
  privacySetting = null;
  limiter.clear();
  visitSources.clear();
}

function isPrefetch(headers: Headers): boolean {
  return /prefetch|prerender/i.test(`${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`);
}

/** Signed-in admins are not visitors; only a request carrying a session cookie costs a lookup. */
async function isAdminRequest(request: Request): Promise<boolean> {
  if (!/session_token=/.test(request.headers.get("cookie") ?? "")) return false;
  try {
    return (await getUser(request))?.isAdmin ?? false;
  } catch {
    return false;
  }
}

function parse(body: string): CollectPayload | null {
  try {
    const result = collectSchema.safeParse(JSON.parse(body));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * One beacon from the tracker. Validated, then queued for the batch writer; never awaits the
 * write. Bots, prefetches, preview mode, admins and (when the setting says so) Do Not Track or
 * Global Privacy Control are answered 202 and not stored, so the browser learns nothing from it.
 */
export async function collect(
  request: Request,
  ip: string | null,
  writer: EventWriter,
  now = new Date(),
): Promise<CollectResult> {
  const body = await request.text();
  if (body.length > COLLECT_LIMITS.bodyBytes) return { status: 413, stored: false, reason: "too large" };
  const payload = parse(body);
  if (!payload) return { status: 400, stored: false, reason: "invalid" };
  const headers = request.headers;
  const agent = headers.get("user-agent") ?? "";
  if (getEnv().PREVIEW_MODE) return { status: 202, stored: false, reason: "preview" };
  if (!agent || isbot(agent)) return { status: 202, stored: false, reason: "bot" };
  if (isPrefetch(headers)) return { status: 202, stored: false, reason: "prefetch" };
  if (!isTrackedPath(payload.p)) return { status: 202, stored: false, reason: "not public" };
  const optedOut = headers.get("sec-gpc") === "1" || headers.get("dnt") === "1";
  if (optedOut && (await respectDoNotTrack(now.getTime())))
    return { status: 202, stored: false, reason: "do not track" };
  if (await isAdminRequest(request)) return { status: 202, stored: false, reason: "admin" };

  const siteUrl = new URL(getEnv().BASE_URL);
  const site = siteUrl.host;
  const visitorId = visitorHash(await dailySalt(now), ip ?? "", agent, site);
  if (!limiter.allow(visitorId, now.getTime())) return { status: 429, stored: false, reason: "rate limited" };

  if (payload.k === "v") {
    const own = {
      referrer: referrerOrigin(payload.r),
      source: classifySource({
        referrer: payload.r,
        utmSource: payload.us,
        utmMedium: payload.um,
        // A referrer's host name is compared: a BASE_URL with a port (a local set-up) is still the site.
        siteHost: siteUrl.hostname,
      }),
      utmSource: payload.us ?? null,
      utmMedium: payload.um ?? null,
      utmCampaign: payload.uc ?? null,
    };
    writer.addView({
      visitorId,
      pagePath: payload.p,
      // A page the site itself linked to, reached by a full load, keeps the visit's source.
      ...visitSources.resolve(visitorId, own, referredBySite(payload.r, siteUrl.hostname), now.getTime()),
      device: deviceType(agent, headers.get("sec-ch-ua-mobile"), payload.w),
      screen: screenBucket(payload.w),
      language: payload.l?.toLowerCase() ?? null,
      createdAt: now,
    });
  } else {
    writer.addVitals(
      payload.m.map(({ name, value, target, interaction }) => ({
        name,
        value,
        target: target ?? null,
        interaction: interaction ?? null,
        rating: rateVital(name as VitalName, value),
        pagePath: payload.p,
        visitorId,
        createdAt: now,
      })),
    );
  }
  return { status: 202, stored: true };
}
