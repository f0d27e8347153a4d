/** The /about page: story, values and team. */
export const aboutPage = {
  title: "About",
  headline: "Built in Dallas. Made for brands that want to be remembered.",
  story: [
    "Ardent Media Co. was founded in 2019 by filmmaker Maya Okafor and marketer Daniel Reyes, who kept meeting on the same client projects and kept fixing each other's handovers. They decided the video and the strategy should come from one table.",
    "Today the studio is a team of twelve in the Design District, working with restaurants, clinics, venues, real-estate groups and founders across Texas. We still answer every brief within 24 hours and still care about the small details nobody asked for.",
  ],
  values: [
    { name: "Clarity first", detail: "Plain language, honest timelines and no surprises on the invoice." },
    { name: "Craft matters", detail: "Good light, clean sound and sharp copy are not optional extras." },
    { name: "Measure it", detail: "Every project starts with the number that will tell us it worked." },
    { name: "Local roots", detail: "We hire, shoot and give back in Dallas-Fort Worth." },
  ],
  team: [
    {
      name: "Maya Okafor",
      role: "Founder & Creative Director",
      bio: "Ten years directing commercials and documentaries.",
    },
    {
      name: "Daniel Reyes",
      role: "Co-founder & Head of Strategy",
      bio: "Former growth lead for two Texas consumer brands.",
    },
    { name: "Priya Nair", role: "Brand Strategist", bio: "Names, stories and identity systems that last." },
    {
      name: "Jordan Blake",
      role: "Senior Editor & Colourist",
      bio: "Cuts everything from reels to feature-length films.",
    },
  ],
  milestones: [
    { year: 2019, text: "Founded in a Deep Ellum loft with a single launch-video client." },
    { year: 2021, text: "Opened our Design District studio with a sound stage." },
    { year: 2023, text: "Passed 200 projects; launched our marketing retainers." },
    { year: 2025, text: "A team of twelve serving clients in eight states." },
  ],
};

export const comingSoon = {
  title: "Coming Soon",
  text: "We're putting the finishing touches on this page. In the meantime, tell us what you need.",
};

export const bookPage = {
  title: "Book a Call",
  headline: "Book a free 30-minute discovery call",
  intro: "Pick a time that suits you. We'll talk about your goals, timeline and budget, with no obligation.",
  fallback: "Calendar not loading? Open the booking page in a new tab.",
};
