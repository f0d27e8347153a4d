/** The three services, their pages (/services/...) and the extra disciplines the footer names. */
export type Service = {
  slug: "media-production" | "marketing-strategy" | "brand-consulting";
  name: string;
  summary: string;
  headline: string;
  intro: string;
  deliverables: string[];
  process: { step: string; detail: string }[];
  startingAt: string;
  faqs: { q: string; a: string }[];
};

export const services: Service[] = [
  {
    slug: "media-production",
    name: "Media Production",
    summary: "Brand films, commercials, social content and event coverage, shot and edited in-house.",
    headline: "Video that earns the first three seconds and keeps the rest",
    intro:
      "From a 15-second reel to a documentary-style brand film, our crew handles concept, scripting, casting, shooting, editing, colour and sound. We plan every shoot around where the video will live, so each cut is sized for its channel.",
    deliverables: [
      "Brand films and commercials",
      "Social-first reels and short-form series",
      "Product, food and real-estate photography",
      "Event, conference and concert coverage",
      "Motion graphics and logo animation",
      "Podcast and interview production",
    ],
    process: [
      { step: "Discover", detail: "A call about the goal, the audience and where the piece will run." },
      { step: "Pre-produce", detail: "Script, shot list, locations, talent and a day-by-day schedule." },
      { step: "Shoot", detail: "A lean crew with cinema cameras, lighting and clean audio." },
      { step: "Deliver", detail: "Two rounds of edits, captions and versions for every channel." },
    ],
    startingAt: "$1,500 per finished minute",
    faqs: [
      { q: "How long does a brand film take?", a: "Usually three to five weeks from kick-off to final cut." },
      {
        q: "Do you travel?",
        a: "Yes. We shoot across Texas weekly and travel nationwide for larger projects.",
      },
      {
        q: "Who owns the footage?",
        a: "You do. Raw footage is archived for two years and handed over on request.",
      },
    ],
  },
  {
    slug: "marketing-strategy",
    name: "Marketing Strategy",
    summary: "Positioning, channel plans, paid social and content calendars tied to numbers you track.",
    headline: "A plan you can run on Monday and measure on Friday",
    intro:
      "We audit what you already do, find the two or three channels that will actually move revenue, and build a plan your team can execute. Then we stay on to run campaigns, test creative and report in plain language.",
    deliverables: [
      "Marketing audit and competitor review",
      "Audience research and customer journeys",
      "Channel strategy and budget allocation",
      "Paid social and search campaigns",
      "Content calendars and copywriting",
      "Monthly reporting dashboards",
    ],
    process: [
      { step: "Audit", detail: "Analytics, ads, social and site reviewed against your goals." },
      { step: "Plan", detail: "A 90-day roadmap with budgets, owners and target numbers." },
      { step: "Launch", detail: "Campaigns built, creative produced and tracking verified." },
      { step: "Optimise", detail: "Weekly tests, monthly reports, quarterly strategy reviews." },
    ],
    startingAt: "$2,000 per month",
    faqs: [
      {
        q: "Do you require a long contract?",
        a: "No. Engagements run month to month after a 90-day first plan.",
      },
      {
        q: "Can you work with our in-house team?",
        a: "Most of our clients have one; we plan, they execute, we coach.",
      },
      { q: "Which platforms do you run?", a: "Meta, TikTok, LinkedIn, Google and YouTube, plus e-mail." },
    ],
  },
  {
    slug: "brand-consulting",
    name: "Brand Consulting",
    summary: "Brand strategy, naming, identity systems and guidelines for companies ready to grow up.",
    headline: "Know who you are, then look and sound like it everywhere",
    intro:
      "Workshops with your leadership, interviews with your customers and a clear look at your market become a brand platform: purpose, positioning, voice and a visual identity your whole team can use without asking us.",
    deliverables: [
      "Brand strategy workshops",
      "Positioning and messaging framework",
      "Naming and tagline development",
      "Logo and visual identity systems",
      "Brand guidelines and templates",
      "Launch and internal roll-out plans",
    ],
    process: [
      { step: "Listen", detail: "Stakeholder workshops and customer interviews." },
      { step: "Define", detail: "Positioning, personality and the story you tell." },
      { step: "Design", detail: "Identity explorations, then one direction refined with you." },
      { step: "Equip", detail: "Guidelines, templates and a launch plan for your team." },
    ],
    startingAt: "$4,500 per project",
    faqs: [
      {
        q: "Do we need a full rebrand?",
        a: "Often not. Many clients need sharper messaging, not a new logo.",
      },
      {
        q: "How long does an identity take?",
        a: "Six to eight weeks for strategy, identity and guidelines.",
      },
      { q: "Can you help name a company?", a: "Yes, including trademark screening with your attorney." },
    ],
  },
];

export function findService(slug: Service["slug"]): Service {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`Unknown service ${slug}`);
  return service;
}

export const servicesPage = {
  title: "Services",
  headline: "Everything a growing brand needs to be seen, understood and chosen",
  intro:
    "Pick one service or combine them: a brand platform that guides the strategy that decides what we film. Most clients start with a free 30-minute discovery call.",
  extras: [
    {
      name: "Creative Direction",
      detail: "Campaign concepts, art direction and shoot direction for your in-house or partner teams.",
    },
    {
      name: "Business Consulting",
      detail: "Go-to-market planning, pricing workshops and offer design for service businesses.",
    },
    {
      name: "Full Package",
      detail: "Brand, strategy and production in one retainer with a single point of contact.",
    },
  ],
};
