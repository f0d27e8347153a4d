/** Fixed-price packages on /store: ordered through the contact form or a booked call. */
export type StoreItem = {
  name: string;
  price: string;
  category: "Media" | "Marketing" | "Brand";
  description: string;
  includes: string[];
  service: "media-production" | "marketing-strategy" | "brand-consulting" | "full-package";
};

export const storeItems: StoreItem[] = [
  {
    name: "Social Reel Pack",
    price: "$950",
    category: "Media",
    description: "Four vertical reels from one half-day shoot, edited for Instagram, TikTok and Shorts.",
    includes: ["Half-day shoot in Dallas-Fort Worth", "4 edited reels with captions", "Licensed music"],
    service: "media-production",
  },
  {
    name: "Headshot Session",
    price: "$450",
    category: "Media",
    description:
      "Studio or on-site portraits for up to six team members, retouched and delivered in 48 hours.",
    includes: ["Up to 6 people", "2 retouched images each", "Web and print sizes"],
    service: "media-production",
  },
  {
    name: "Launch Video",
    price: "$3,200",
    category: "Media",
    description: "A 60-90 second product or company film with script, one shoot day and two edit rounds.",
    includes: ["Script and storyboard", "1 shoot day", "Main cut plus 3 social cut-downs"],
    service: "media-production",
  },
  {
    name: "Marketing Audit",
    price: "$750",
    category: "Marketing",
    description: "A frank review of your ads, social, site and analytics with a prioritised action list.",
    includes: ["Channel and tracking review", "Competitor snapshot", "60-minute walkthrough call"],
    service: "marketing-strategy",
  },
  {
    name: "90-Day Growth Plan",
    price: "$2,400",
    category: "Marketing",
    description: "Audience, channels, budget and a week-by-week calendar your team can run.",
    includes: ["Audience research", "Channel and budget plan", "Content calendar for 12 weeks"],
    service: "marketing-strategy",
  },
  {
    name: "Brand Sprint",
    price: "$1,800",
    category: "Brand",
    description: "Two workshops that leave you with positioning, messaging and a voice guide.",
    includes: ["2 half-day workshops", "Positioning statement", "Messaging and voice guide"],
    service: "brand-consulting",
  },
];

export const storePage = {
  title: "Store",
  headline: "Ready-made packages at fixed prices",
  intro: "Pick a package, tell us about your project below, and we confirm dates within 24 hours.",
};
