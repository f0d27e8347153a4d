import {
  type AnalyticsRange,
  addDays,
  type DayWindow,
  rangeWindows,
  utcDay,
} from "../../core/analytics/range.ts";
import { clickRate, openRate, percent } from "../../core/analytics/rates.ts";
import {
  histogramQuantile,
  rateVital,
  VITAL_NAMES,
  type VitalName,
  type VitalRating,
} from "../../core/analytics/vitals.ts";
import { growthRate } from "../../core/dashboard/growth.ts";
import { assertAdmin } from "../admin-access.ts";
import { getRevenueSettings } from "../revenue/settings.ts";
import type { SessionUser } from "../session.ts";
import {
  campaignFigures,
  incomeByMonth,
  moneyInWindow,
  postsBySlug,
  serviceValues,
  signupsBySource,
  subscribersUpTo,
} from "./business.ts";
import { ensureRollups } from "./rollups.ts";
import {
  type BreakdownRow,
  breakdowns,
  dailyTotals,
  type InteractionRow,
  slowInteractions,
  vitalHistograms,
} from "./traffic.ts";

export type VitalFigure = {
  name: VitalName;
  p75: number | null;
  rating: VitalRating | null;
  samples: number;
};

export type AnalyticsFigures = {
  window: DayWindow;
  traffic: {
    views: number;
    visitors: number;
    sessions: number;
    bounceRate: number;
    avgSessionSeconds: number;
    pagesPerSession: number;
    series: { day: string; views: number; visitors: number }[];
    pages: BreakdownRow[];
    entries: BreakdownRow[];
    exits: BreakdownRow[];
    sources: BreakdownRow[];
    devices: BreakdownRow[];
    campaigns: (BreakdownRow & { campaign: string; source: string; medium: string })[];
  };
  vitals: {
    overall: VitalFigure[];
    pages: { path: string; vitals: VitalFigure[] }[];
    /** INP per page, element and kind of input, slowest first (web-vitals' attribution). */
    interactions: InteractionRow[];
  };
  email: {
    campaigns: number;
    sent: number;
    delivered: number;
    openRate: number;
    clickRate: number;
    recent: {
      id: string;
      name: string;
      sentAt: string | null;
      sent: number;
      openRate: number;
      clickRate: number;
    }[];
    subscribers: {
      total: number;
      confirmed: number;
      unconfirmed: number;
      growth: number;
      newInRange: number;
    };
    subscriberTrend: { day: string; total: number }[];
    signups: { source: string; count: number }[];
  };
  revenue: {
    monthly: number;
    quarterly: number;
    income: number;
    expenses: number;
    revenueGrowth: number;
    expenseGrowth: number;
    trend: { month: string; total: number }[];
    topServices: { service: string; value: number; projects: number }[];
  };
  content: { posts: { slug: string; title: string; views: number; visitors: number }[] };
};

export type AnalyticsReport = {
  range: AnalyticsRange;
  current: AnalyticsFigures;
  previous: AnalyticsFigures | null;
  /** The sections that failed to load: shown as 'Failed to load analytics data', zeroed. */
  failed: string[];
};

const TOP_PAGES_FOR_VITALS = 5;

function vitalFigures(rows: { name: string; bucket: number; count: number }[]): VitalFigure[] {
  return VITAL_NAMES.map((name) => {
    const own = rows.filter((r) => r.name === name);
    const p75 = histogramQuantile(name, own);
    return {
      name,
      p75,
      rating: p75 == null ? null : rateVital(name, p75),
      samples: own.reduce((s, r) => s + r.count, 0),
    };
  });
}

const emptyFigures = (window: DayWindow): AnalyticsFigures => ({
  window,
  traffic: {
    views: 0,
    visitors: 0,
    sessions: 0,
    bounceRate: 0,
    avgSessionSeconds: 0,
    pagesPerSession: 0,
    series: [],
    pages: [],
    entries: [],
    exits: [],
    sources: [],
    devices: [],
    campaigns: [],
  },
  vitals: { overall: vitalFigures([]), pages: [], interactions: [] },
  email: {
    campaigns: 0,
    sent: 0,
    delivered: 0,
    openRate: 0,
    clickRate: 0,
    recent: [],
    subscribers: { total: 0, confirmed: 0, unconfirmed: 0, growth: 0, newInRange: 0 },
    subscriberTrend: [],
    signups: [],
  },
  revenue: {
    monthly: 0,
    quarterly: 0,
    income: 0,
    expenses: 0,
    revenueGrowth: 0,
    expenseGrowth: 0,
    trend: [],
    topServices: [],
  },
  content: { posts: [] },
});

async function traffic(window: DayWindow, now: Date, figures: AnalyticsFigures) {
  // Once here, so the parallel reads below do not each compute the same missing days.
  await ensureRollups(window, now);
  const [days, b] = await Promise.all([
    dailyTotals(window, now),
    breakdowns(window, ["page", "entry", "exit", "source", "device", "campaign"], now),
  ]);
  const sum = (key: "views" | "visitors" | "sessions" | "bounces" | "durationSeconds") =>
    days.reduce((s, d) => s + d[key], 0);
  const sessions = sum("sessions");
  figures.traffic = {
    views: sum("views"),
    visitors: sum("visitors"),
    sessions,
    bounceRate: percent(sum("bounces"), sessions),
    avgSessionSeconds: sessions ? Math.round(sum("durationSeconds") / sessions) : 0,
    pagesPerSession: sessions ? Math.round((sum("views") / sessions) * 10) / 10 : 0,
    series: days.map(({ day, views, visitors }) => ({ day, views, visitors })),
    pages: b.page,
    entries: b.entry,
    exits: b.exit,
    sources: b.source,
    devices: b.device,
    campaigns: b.campaign.map((row) => {
      const [campaign, source, medium] = row.key.split("|");
      return { ...row, campaign, source, medium };
    }),
  };
  figures.content.posts = await postViews(b.page);
}

async function postViews(pages: BreakdownRow[]) {
  const posts = pages.filter((p) => /^\/blog\/[^/]+$/.test(p.key));
  const titles = new Map((await postsBySlug(posts.map((p) => p.key.slice(6)))).map((p) => [p.slug, p.title]));
  return posts
    .filter((p) => titles.has(p.key.slice(6)))
    .map((p) => ({
      slug: p.key.slice(6),
      title: titles.get(p.key.slice(6))!,
      views: p.views,
      visitors: p.visitors,
    }));
}

async function vitals(window: DayWindow, now: Date, figures: AnalyticsFigures) {
  const top = figures.traffic.pages.slice(0, TOP_PAGES_FOR_VITALS).map((p) => p.key);
  const [rows, interactions] = await Promise.all([
    vitalHistograms(window, top, now),
    slowInteractions(window),
  ]);
  figures.vitals = {
    overall: vitalFigures(rows.filter((r) => r.path === "")),
    pages: top.map((path) => ({ path, vitals: vitalFigures(rows.filter((r) => r.path === path)) })),
    interactions,
  };
}

async function email(window: DayWindow, figures: AnalyticsFigures) {
  const days = Math.round((Date.parse(window.to) - Date.parse(window.from)) / 86_400_000) + 1;
  const [{ totals, recent }, now, before, signups, ...trend] = await Promise.all([
    campaignFigures(window),
    subscribersUpTo(window.to),
    subscribersUpTo(addDays(window.from, -1)),
    signupsBySource(window),
    ...[21, 14, 7, 0].map((back) => subscribersUpTo(addDays(window.to, -back))),
  ]);
  const earlier = await subscribersUpTo(addDays(window.from, -1 - days));
  const newInRange = now.subscribed - before.subscribed;
  figures.email = {
    campaigns: totals.campaigns,
    sent: totals.sent,
    delivered: totals.delivered,
    openRate: openRate(totals.opened, totals.delivered),
    clickRate: clickRate(totals.clicked, totals.opened),
    recent: recent.map((c) => ({
      id: c.id,
      name: c.name,
      sentAt: c.sentAt?.toISOString() ?? null,
      sent: c.stats.sent,
      openRate: openRate(c.stats.opened, c.stats.delivered),
      clickRate: clickRate(c.stats.clicked, c.stats.opened),
    })),
    subscribers: {
      total: now.subscribed,
      confirmed: now.confirmed,
      unconfirmed: now.subscribed - now.confirmed,
      newInRange,
      growth: growthRate(newInRange, before.subscribed - earlier.subscribed),
    },
    subscriberTrend: [21, 14, 7, 0].map((back, i) => ({
      day: addDays(window.to, -back),
      total: trend[i].subscribed,
    })),
    signups,
  };
}

async function revenue(window: DayWindow, figures: AnalyticsFigures) {
  const days = Math.round((Date.parse(window.to) - Date.parse(window.from)) / 86_400_000) + 1;
  const last = (n: number) => ({ from: addDays(window.to, -(n - 1)), to: window.to });
  const firstMonth = `${addMonths(window.to.slice(0, 7), -3)}-01`;
  const [inRange, beforeRange, monthly, quarterly, months, services] = await Promise.all([
    moneyInWindow(window),
    moneyInWindow({ from: addDays(window.from, -days), to: addDays(window.from, -1) }),
    moneyInWindow(last(30)),
    moneyInWindow(last(90)),
    incomeByMonth(firstMonth),
    serviceValues(window),
  ]);
  const byMonth = new Map(months.map((m) => [m.month, Number(m.total)]));
  figures.revenue = {
    monthly: monthly.income,
    quarterly: quarterly.income,
    income: inRange.income,
    expenses: inRange.expenses,
    revenueGrowth: growthRate(inRange.income, beforeRange.income),
    expenseGrowth: growthRate(inRange.expenses, beforeRange.expenses),
    trend: [3, 2, 1, 0].map((back) => {
      const month = addMonths(window.to.slice(0, 7), -back);
      return { month, total: byMonth.get(month) ?? 0 };
    }),
    topServices: services
      .slice(0, 3)
      .map((s) => ({ service: s.service, value: Number(s.value), projects: s.count })),
  };
}

/**
 * Money is counted in the agency's days, as on the dashboard and the revenue tracker (decision
 * 008), traffic in UTC days (decision 005): how many days the agency's date is ahead of UTC's
 * (-1, 0 or 1; every evening in Dallas, -1), by which a window moves for revenue, so that
 * 'Monthly Revenue' is one figure on every screen.
 */
async function agencyDayShift(now: Date): Promise<number> {
  const { today } = await getRevenueSettings(undefined, now);
  return Math.round((Date.parse(today) - Date.parse(utcDay(now))) / 86_400_000);
}

const shifted = (window: DayWindow, days: number): DayWindow => ({
  from: addDays(window.from, days),
  to: addDays(window.to, days),
});

function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** Every figure of one window; a section that fails stays zeroed and is named in `failed`. */
export async function analyticsFigures(
  window: DayWindow,
  now: Date,
  failed: Set<string>,
  /** agencyDayShift(now); getAnalytics reads it once for both windows of a comparison. */
  agencyShift: Promise<number> = agencyDayShift(now),
): Promise<AnalyticsFigures> {
  const figures = emptyFigures(window);
  const guard = async (name: string, load: () => Promise<void>) => {
    try {
      await load();
    } catch (error) {
      console.error(`[analytics] ${name} failed:`, error);
      failed.add(name);
    }
  };
  await Promise.all([
    guard("traffic", async () => {
      await traffic(window, now, figures);
      await guard("vitals", () => vitals(window, now, figures));
    }),
    guard("email", () => email(window, figures)),
    guard("revenue", async () => revenue(shifted(window, await agencyShift), figures)),
  ]);
  return figures;
}

/** The analytics screen for a range; with `compare`, the previous period of the same length too. */
export async function getAnalytics(
  actor: SessionUser,
  range: AnalyticsRange,
  options: { compare?: boolean; now?: Date } = {},
): Promise<AnalyticsReport> {
  assertAdmin(actor);
  const now = options.now ?? new Date();
  const windows = rangeWindows(range, now);
  const failed = new Set<string>();
  // The two windows share no day, so on a PostgreSQL pool they are read side by side.
  const agencyShift = agencyDayShift(now);
  const [current, previous] = await Promise.all([
    analyticsFigures(windows.current, now, failed, agencyShift),
    options.compare ? analyticsFigures(windows.previous, now, failed, agencyShift) : null,
  ]);
  return { range, current, previous, failed: [...failed] };
}
