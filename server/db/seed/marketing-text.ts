import { agency } from "../../../core/content/agency.ts";

/* Newsletter campaigns and e-mail templates of the demo agency. Audience keys are the
   specification's: all-subscribers, confirmed-only, interested-in-video, interested-in-marketing. */

const site = "https://ardentmedia.co";

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
  // HTML as the Compose editor writes it, with a link: the sent ones have recipients who clicked
  // it (a click names one of the campaign's links, seed/deliveries.ts).
  content: [
    "<p>Hi there,</p>",
    `<p>${plan.subject}.</p>`,
    `<p>Read more on <a href="${site}/blog">our blog</a> or reply to this e-mail to book a call.</p>`,
    "<p>The team</p>",
  ].join(""),
}));

/* The demo templates are HTML the Compose editor produces (headings, lists, quotes, button links
   marked data-button), so that Preview shows each in the e-mail layout as a real e-mail. */
const agencyBookingUrl = agency.defaults.calendlyUrl;
const button = (href: string, text: string) => `<p><a data-button="true" href="${href}">${text}</a></p>`;

export const TEMPLATES = [
  {
    name: "Monthly Newsletter",
    category: "Newsletter",
    subject: "This month at Ardent: three launches and a free workshop",
    content: [
      "<h1>This month at Ardent</h1>",
      "<p>Hi there,</p>",
      "<p>Spring was busy in the studio. Here is what we shipped, what we learned, and one thing you can use this week.</p>",
      "<h2>What we launched</h2>",
      "<ul><li><strong>Lone Star Roasters</strong>: a 60-second brand film for their new Deep Ellum cafe.</li>",
      "<li><strong>Trinity Health Partners</strong>: a patient-first website with 40% faster bookings.</li>",
      "<li><strong>Cedar &amp; Vine</strong>: a spring social campaign that doubled their newsletter list.</li></ul>",
      "<h2>One idea to steal</h2>",
      "<p>Film your next product demo vertically first. It is the format most people will see, and a horizontal cut is easy to make from it; the other way round is not.</p>",
      button(`${site}/blog`, "Read the full stories"),
      "<p>Talk soon,<br />The Ardent team</p>",
    ].join(""),
  },
  {
    name: "Service Announcement",
    category: "Announcement",
    subject: "New: brand strategy sprints in two weeks",
    content: [
      "<h1>Brand strategy, in two weeks</h1>",
      "<p>Hi there,</p>",
      "<p>Many of you asked for a faster way to get clear on positioning before a launch. Starting this month, we offer <strong>Brand Strategy Sprints</strong>: two weeks, one senior strategist, and a brand platform your whole team can use.</p>",
      "<h2>What you get</h2>",
      "<ol><li>A kickoff workshop with your leadership team.</li><li>Customer and competitor interviews.</li><li>Positioning, messaging pillars and a tone-of-voice guide.</li></ol>",
      "<p>Sprints start every other Monday, and we take on two at a time.</p>",
      button(agencyBookingUrl, "Book a discovery call"),
      "<p>The Ardent team</p>",
    ].join(""),
  },
  {
    name: "Case Study",
    category: "Case Study",
    subject: "How Cedar & Vine doubled their list in one season",
    content: [
      "<h1>How Cedar &amp; Vine doubled their list</h1>",
      "<p>Hi there,</p>",
      "<p>Cedar &amp; Vine, a Dallas wine bar, came to us with a full room on weekends and an empty one on weekdays. Their goal: fill Tuesday to Thursday without discounting.</p>",
      "<h2>What we did</h2>",
      "<ul><li>Short vertical films of the staff's weekly pairings.</li><li>A simple sign-up offer: the pairing notes by e-mail every Tuesday.</li><li>Paid social aimed at people within three miles.</li></ul>",
      "<h2>The results, in twelve weeks</h2>",
      "<ul><li><strong>2.1x</strong> newsletter subscribers</li><li><strong>+38%</strong> weekday covers</li><li><strong>4.6x</strong> return on ad spend</li></ul>",
      "<blockquote><p>They understood our guests better than our last three agencies combined.</p><p><em>Maya Torres, owner</em></p></blockquote>",
      button(`${site}/showcase`, "See the campaign"),
    ].join(""),
  },
  {
    name: "Event Invitation",
    category: "Events",
    subject: "You're invited: Content that Converts, a free workshop",
    content: [
      "<h1>Content that Converts</h1>",
      "<p>Hi there,</p>",
      "<p>Join us at our Dallas studio for an evening workshop on planning a quarter of content in one afternoon, with the templates we use for our own clients.</p>",
      "<p><strong>When:</strong> Thursday, 6:00 to 8:00 pm<br /><strong>Where:</strong> 2700 Commerce St, Suite 310, Dallas<br /><strong>Cost:</strong> free, drinks and tacos included</p>",
      "<p>Seats are limited to 30 so that everyone gets feedback on their own plan.</p>",
      button(agencyBookingUrl, "Reserve your seat"),
      "<p>See you there,<br />The Ardent team</p>",
    ].join(""),
  },
  {
    name: "New Client Welcome",
    category: "Onboarding",
    subject: "Welcome aboard: your client portal is ready",
    content: [
      "<h1>Welcome aboard</h1>",
      "<p>Hi there,</p>",
      "<p>We are glad to be working with you. Your client portal is ready: it is where you will find your project's timeline, files to review and invoices.</p>",
      "<h2>What happens next</h2>",
      "<ol><li>This week: a kickoff call to agree goals and dates.</li><li>Within ten days: the first drafts in your portal.</li><li>Every Friday: a short status update from your project lead.</li></ol>",
      button(`${site}/portal`, "Open your portal"),
      "<p>Questions at any time: just reply to this e-mail.</p>",
    ].join(""),
  },
  {
    name: "Project Update",
    category: "Client Updates",
    subject: "Your project: new files are ready for review",
    content: [
      "<h2>New files are ready for review</h2>",
      "<p>Hi there,</p>",
      "<p>A quick update: the latest round of work is in your portal. Please have a look and leave your comments there, so everything stays in one place.</p>",
      "<ul><li>Edited cut, version 2</li><li>Social cut-downs (15 s and 30 s)</li><li>Thumbnail options</li></ul>",
      button(`${site}/portal`, "Review the files"),
      "<p>Thanks,<br />Your project lead</p>",
    ].join(""),
  },
];
