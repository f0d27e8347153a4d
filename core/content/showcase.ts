/** Selected work for /showcase and the home page (client names are our clients', used with permission). */
export type ShowcaseItem = {
  client: string;
  title: string;
  service: "Media Production" | "Marketing Strategy" | "Brand Consulting";
  year: number;
  summary: string;
  results: string[];
};

export const showcaseItems: ShowcaseItem[] = [
  {
    client: "Trinity Roasters",
    title: "From farmers' market to 14 grocery shelves",
    service: "Brand Consulting",
    year: 2024,
    summary:
      "A new identity, packaging system and story for a Dallas coffee roaster getting ready for regional retail.",
    results: ["Listed in 14 Texas grocery stores", "Wholesale revenue up 3.2x in a year"],
  },
  {
    client: "Lone Star Pediatric Dental",
    title: "Booked out in six weeks",
    service: "Marketing Strategy",
    year: 2024,
    summary: "Local search, paid social and a friendly video series for a new practice in Frisco.",
    results: ["412 new-patient bookings in the first quarter", "Cost per booking down 38%"],
  },
  {
    client: "Deep Ellum Live",
    title: "A season of sold-out nights",
    service: "Media Production",
    year: 2023,
    summary: "Weekly recap reels, artist interviews and a venue film for a 900-capacity music hall.",
    results: ["2.1M organic views across the season", "Instagram following doubled"],
  },
  {
    client: "Haven Realty Group",
    title: "Listings that sell the neighbourhood",
    service: "Media Production",
    year: 2023,
    summary: "Cinematic property tours and neighbourhood films for a boutique brokerage in Uptown.",
    results: ["Average days on market down from 41 to 23", "Listing inquiries up 64%"],
  },
  {
    client: "Mesa Fitness Co.",
    title: "A launch that filled three studios",
    service: "Marketing Strategy",
    year: 2022,
    summary: "Pre-sale campaign, founder content and referral programme for a boutique gym chain.",
    results: ["1,150 founding memberships sold", "Three studios opened at capacity"],
  },
  {
    client: "Bluebonnet Legal",
    title: "A law firm that sounds human",
    service: "Brand Consulting",
    year: 2021,
    summary: "Positioning, naming of services and a warm visual identity for a family-law practice.",
    results: ["Consultation requests up 2.4x", "Website time-on-page tripled"],
  },
];

export const showcasePage = {
  title: "Showcase",
  headline: "Work we're proud of, and the numbers behind it",
  intro:
    "A few recent projects across film, marketing and brand. Ask us for the full case studies on a call.",
};
