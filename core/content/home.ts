/** Home page copy and the featured videos (000 sections 1 and 3). */
export const hero = {
  eyebrow: "Dallas creative agency · since 2019",
  headline: "Your Dallas partner in",
  /* The rotating words of the hero, in this order, one every 3 seconds. */
  rotatingWords: ["Consulting", "Marketing", "Media"],
  lead: "We film, plan and shape brands for founders, venues and growing companies across Texas and beyond. One team from the first idea to the last frame and the numbers after it.",
  primaryCta: { label: "Start a Project", section: "contact" },
  secondaryCta: { label: "See Our Work", to: "/showcase" },
};

export const featuredVideos = [
  {
    id: "logo-reveal",
    title: "Ardent Logo Reveal",
    description: "A six-second sting we animate for brand launches, event openers and channel intros.",
    sources: [
      { src: "/videos/logo-reveal.webm", type: "video/webm" },
      { src: "/videos/logo-reveal.mp4", type: "video/mp4" },
    ],
    poster: "/videos/logo-reveal.webp",
    captions: "/videos/logo-reveal.vtt",
  },
  {
    id: "promo",
    title: "Media · Marketing · Consulting",
    description: "Our studio promo: the three things we do, cut to the beat in eight seconds.",
    sources: [
      { src: "/videos/promo.webm", type: "video/webm" },
      { src: "/videos/promo.mp4", type: "video/mp4" },
    ],
    poster: "/videos/promo.webp",
    captions: "/videos/promo.vtt",
  },
] as const;

export type FeaturedVideo = (typeof featuredVideos)[number];

export const homeAbout = {
  title: "A small team with a big-production mindset",
  paragraphs: [
    "Ardent started in 2019 in a Deep Ellum loft with one camera, one laptop and a client who needed a launch video in nine days. We delivered in seven. Since then we have grown into a crew of producers, strategists and designers who still work like that first week: fast, honest and obsessed with the result.",
    "We keep production, marketing and brand work under one roof, so the story you film is the story you sell, and every piece is measured against the goal you set with us.",
  ],
  stats: [
    { value: "240+", label: "projects delivered" },
    { value: "2019", label: "founded in Dallas" },
    { value: "4.9/5", label: "average client rating" },
    { value: "24 h", label: "reply to every brief" },
  ],
};
