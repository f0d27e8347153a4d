/* Wording for the demo CRM: what a small agency's notes and lead descriptions look like. */
import type { contactStatus } from "../schema.ts";
import type { ServiceInterest } from "./options.ts";

type ContactStatus = (typeof contactStatus.enumValues)[number];

export const CONTACT_NOTES: Record<ContactStatus, readonly string[]> = {
  new: [
    "Came in this week; hasn't been contacted yet.",
    "Asked for a rate card. Send the capabilities deck first.",
    "Saw our showcase reel and wants to talk about something similar.",
  ],
  contacted: [
    "Left a voicemail and sent a follow-up e-mail with case studies.",
    "Intro call done. Wants to see pricing for a 3-month engagement.",
    "Replied to our e-mail; waiting on a time for a discovery call.",
  ],
  qualified: [
    "Budget confirmed and the owner is the decision maker. Wants to start next quarter.",
    "Discovery call went well: clear goals, realistic timeline.",
    "Has a launch date in mind; needs a proposal within two weeks.",
  ],
  proposal: [
    "Proposal sent with two options (core and premium). Follow up Friday.",
    "Sent revised proposal after scope call; they asked for a phased plan.",
    "Proposal is with their board; decision expected at month end.",
  ],
  negotiation: [
    "Negotiating payment schedule: 40/30/30 instead of 50/50.",
    "Wants usage rights for paid ads included; checking with the crew.",
    "Close to signing; asked for a retainer option after launch.",
  ],
  closed: [
    "Signed. Kickoff done and the shared folder is set up.",
    "Great client: quick approvals, already asked about a second project.",
    "Closed after a referral intro; candidate for a case study.",
  ],
  lost: [
    "Went with an in-house hire instead.",
    "Budget was cut for this year; check back in six months.",
    "Chose a lower-cost freelancer. Keep on the newsletter.",
  ],
};

export const PROJECT_DETAILS: Record<ServiceInterest, readonly string[]> = {
  "Media Production": [
    "A 60-second brand film plus vertical cut-downs for Instagram and TikTok.",
    "Customer testimonial videos (3 to 4) for the website and paid social.",
    "Event recap video and photography for an annual fundraiser.",
  ],
  "Marketing Strategy": [
    "A 6-month marketing plan ahead of opening a second location.",
    "Audit of paid social and e-mail, then a quarterly content calendar.",
    "Go-to-market plan for a new service line, with launch campaign.",
  ],
  "Brand Consulting": [
    "Full rebrand: positioning, logo refresh, brand guidelines.",
    "Brand audit after a merger; needs one voice across two companies.",
    "Naming and visual identity for a new product line.",
  ],
};

export const CONTACT_TAGS = [
  "hot-lead",
  "retainer",
  "video",
  "social-media",
  "rebrand",
  "website",
  "local-business",
  "follow-up",
  "event",
  "b2b",
] as const;
