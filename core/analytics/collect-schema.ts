import "../zod-jitless.ts";
import { z } from "zod";
import { VITAL_MAX, VITAL_NAMES, type VitalName } from "./vitals.ts";

/** Limits of the collection endpoint (POST /api/collect). */
export const COLLECT_LIMITS = {
  bodyBytes: 4096,
  path: 512,
  referrer: 1024,
  utm: 100,
  language: 35,
  width: 20_000,
  vitalsPerBeacon: 6,
  /** INP's attribution: the element's selector and the interaction's kind. */
  target: 200,
  interaction: 20,
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

const path = z
  .string()
  .max(COLLECT_LIMITS.path)
  .regex(/^\/[^\s]*$/, "path must start with /");

/** `[name, value]`, or for INP `[name, value, target, interaction]` (what was interacted with, how). */
const vital = z
  .tuple([z.enum(VITAL_NAMES), z.number().finite().min(0)])
  .rest(z.string().max(COLLECT_LIMITS.target))
  .refine(([name, value]) => value <= VITAL_MAX[name as VitalName], "value out of range")
  .refine((v) => v.length <= 4, "too many fields")
  .transform(([name, value, target, interaction]) => ({
    name,
    value,
    target: (name === "INP" && target?.trim()) || undefined,
    interaction: (name === "INP" && interaction?.trim().slice(0, COLLECT_LIMITS.interaction)) || undefined,
  }));

/**
 * What the tracker (app/lib/tracker.ts) sends, with short keys to keep it small:
 * a page view `{k:"v", p, r, us, um, uc, w, l}` or a batch of web-vitals `{k:"m", p, m:[[name, value]]}`
 * (INP with `[name, value, target, interaction]`).
 */
export const collectSchema = z.discriminatedUnion("k", [
  z.object({
    k: z.literal("v"),
    p: path,
    r: optionalText(COLLECT_LIMITS.referrer),
    us: optionalText(COLLECT_LIMITS.utm),
    um: optionalText(COLLECT_LIMITS.utm),
    uc: optionalText(COLLECT_LIMITS.utm),
    w: z.number().int().min(0).max(COLLECT_LIMITS.width).optional(),
    l: optionalText(COLLECT_LIMITS.language),
  }),
  z.object({
    k: z.literal("m"),
    p: path,
    m: z.array(vital).min(1).max(COLLECT_LIMITS.vitalsPerBeacon),
  }),
]);

export type CollectPayload = z.infer<typeof collectSchema>;

/** Pages that are not the public site are never counted, whatever a script sends. */
export function isTrackedPath(p: string): boolean {
  return !/^\/(admin|portal|api|files|assets|auth-callback)(\/|$|\?)/.test(p);
}
