/* Project briefs as visitors write them in the public contact form. */
import type { ServiceOption } from "./options.ts";

type Brief = { subject: string; details: string; win: string };

export const BRIEFS: Record<ServiceOption, readonly Brief[]> = {
  "media-production": [
    {
      subject: "Brand video for our second location",
      details: "We open in Plano this spring and need a 60-second brand video plus vertical cut-downs.",
      win: "A video we can run all year that actually brings people through the door.",
    },
    {
      subject: "Customer testimonial series",
      details: "Looking for 3-4 short testimonial videos with our long-time clients, filmed on site.",
      win: "Videos that make our sales calls shorter.",
    },
    {
      subject: "Product launch video",
      details: "Launching a new product line in Q3. Need a hero video, stills and social assets.",
      win: "Launch-day content ready two weeks ahead.",
    },
  ],
  "marketing-strategy": [
    {
      subject: "Marketing plan for next year",
      details: "Our marketing has been ad hoc. We want a 12-month plan with channels, budget and calendar.",
      win: "Knowing what to post and where, every week, without guessing.",
    },
    {
      subject: "Paid social is not converting",
      details: "We spend about $3k a month on Meta ads with few leads. Need an audit and a new approach.",
      win: "Cost per lead under $40.",
    },
  ],
  "brand-consulting": [
    {
      subject: "Rebrand after 15 years",
      details: "Our logo and website look dated. Looking for a brand refresh that keeps our loyal customers.",
      win: "A brand our team is proud to put on trucks and uniforms.",
    },
    {
      subject: "Brand guidelines for a growing team",
      details: "We are hiring fast and everyone designs things differently. Need guidelines and templates.",
      win: "One consistent look across every location.",
    },
  ],
  "full-package": [
    {
      subject: "New restaurant opening: everything",
      details:
        "Opening in Deep Ellum in four months. Need branding, a launch campaign and opening-night video.",
      win: "A fully booked first month.",
    },
    {
      subject: "Startup launch support",
      details:
        "Seed-funded SaaS startup in Dallas. Need positioning, a launch video and a go-to-market plan.",
      win: "A launch that gets us our first 100 customers.",
    },
  ],
};

export const ADMIN_NOTES = [
  "Called back; discovery call booked for Tuesday 10am.",
  "Sent the capabilities deck and two relevant case studies.",
  "Budget seems low for the scope; offered a phased option.",
  "Great fit. Passed to Alex for a proposal.",
  "Duplicate of an earlier request; merged notes into the CRM contact.",
  "Project delivered; asked for a review.",
] as const;
