/* Newsletter campaigns and e-mail templates of the demo agency. Audience keys are the
   specification's: all-subscribers, confirmed-only, interested-in-video, interested-in-marketing. */

/** `age`: days ago it was sent (or created); negative: days ahead it is scheduled for. */
export const CAMPAIGN_PLANS = [
  {
    name: "Newsletter: Short-Form Video Tips",
    subject: "3 short-form video formats that work for local brands",
    recipients: ["confirmed-only"],
    template: "newsletter",
    status: "sent",
    tags: ["newsletter", "video"],
    age: 75,
    audience: 96,
  },
  {
    name: "Newsletter: Planning for a Slow Quarter",
    subject: "A marketing plan that survives a slow quarter",
    recipients: ["confirmed-only"],
    template: "newsletter",
    status: "sent",
    tags: ["newsletter", "strategy"],
    age: 45,
    audience: 108,
  },
  {
    name: "Video Production Showcase",
    subject: "See our latest client films (and what they cost)",
    recipients: ["interested-in-video"],
    template: "default",
    status: "sent",
    tags: ["promotion", "video"],
    age: 20,
    audience: 41,
  },
  {
    name: "Marketing Workshop Invite",
    subject: "You're invited: free marketing planning workshop in Dallas",
    recipients: ["interested-in-marketing"],
    template: "default",
    status: "sent",
    tags: ["event", "marketing"],
    age: 8,
    audience: 44,
  },
  {
    name: "Client Spotlight: Brand Refresh",
    subject: "How a Dallas coffee roaster refreshed its brand",
    recipients: ["all-subscribers"],
    template: "newsletter",
    status: "scheduled",
    tags: ["newsletter", "case-study"],
    age: -4,
    audience: 0,
  },
  {
    name: "Planning Checklist",
    subject: "Your one-page marketing checklist for next year",
    recipients: ["confirmed-only", "interested-in-marketing"],
    template: "default",
    status: "draft",
    tags: ["newsletter"],
    age: 2,
    audience: 0,
  },
  {
    name: "Brand Audit Offer",
    subject: "A free 30-minute brand check-up this month",
    recipients: ["all-subscribers"],
    template: "default",
    status: "failed",
    tags: ["promotion", "brand"],
    age: 12,
    audience: 0,
  },
].map((plan) => ({
  ...plan,
  status: plan.status as "sent" | "scheduled" | "draft" | "failed",
  content: `Hi there,\n\n${plan.subject}.\n\nRead more on our blog or reply to this e-mail to book a call.\n\nThe team`,
}));

export const TEMPLATES = [
  {
    name: "Monthly Newsletter",
    category: "Newsletter",
    subject: "What's new this month",
    content: "Hi {name},\n\nHere is what we have been working on this month...\n\nThe team",
  },
  {
    name: "Service Spotlight",
    category: "Promotional",
    subject: "Spotlight: {service}",
    content: "Hi {name},\n\nThis month we are featuring {service}. Here is what it can do for you...",
  },
  {
    name: "Event Invitation",
    category: "Events",
    subject: "You're invited: {event}",
    content: "Hi {name},\n\nJoin us on {date} at our Dallas studio for {event}. Seats are limited.",
  },
  {
    name: "New Client Welcome",
    category: "Onboarding",
    subject: "Welcome aboard!",
    content: "Hi {name},\n\nWelcome! Your client portal is ready. Here is what happens next...",
  },
  {
    name: "Project Update",
    category: "Client Updates",
    subject: "Update on {project}",
    content: "Hi {name},\n\nA quick update on {project}: new files are waiting in your portal.",
  },
  {
    name: "Plain Announcement",
    category: "General",
    subject: "A quick note from the team",
    content: "Hi {name},\n\nA quick note to let you know...",
  },
];
