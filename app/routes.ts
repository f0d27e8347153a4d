import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/* The route table of the specification (000 section 2, 001 section 2). Find a page by its URL here.
   Served by the HTTP shell before these routes (server/http/app.ts): /healthz, /api/auth/*, the
   live-update stream /api/events and the authorising download routes /files/deliverables/:id and
   /files/invoices/:id (an invoice's PDF). */
export default [
  route("robots.txt", "routes/site/robots.ts"),
  // Feeds for readers and crawlers: resource routes outside the site layout.
  route("rss.xml", "routes/feeds/rss.ts"),
  route("sitemap.xml", "routes/feeds/sitemap.ts"),
  // An admin's private iCalendar feed (a long revocable token; 404 for any other).
  route("calendar/feed/:file", "routes/feeds/calendar-feed.ts"),

  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    route("services", "routes/site/services.tsx"),
    route("services/media-production", "routes/site/media-production.tsx", { id: "media-production" }),
    route("media-production", "routes/site/media-production.tsx", { id: "media-production-alias" }),
    route("services/marketing-strategy", "routes/site/marketing-strategy.tsx", { id: "marketing-strategy" }),
    route("marketing-strategy", "routes/site/marketing-strategy.tsx", { id: "marketing-strategy-alias" }),
    route("services/brand-consulting", "routes/site/brand-consulting.tsx", { id: "brand-consulting" }),
    route("brand-consulting", "routes/site/brand-consulting.tsx", { id: "brand-consulting-alias" }),
    route("store", "routes/site/store.tsx"),
    route("showcase", "routes/site/showcase.tsx"),
    route("blog", "routes/site/blog.tsx"),
    route("blog/:slug", "routes/site/blog-post.tsx"),
    route("book", "routes/site/book.tsx", { id: "book" }),
    route("schedule", "routes/site/book.tsx", { id: "book-schedule-alias" }),
    route("calendly", "routes/site/book.tsx", { id: "book-calendly-alias" }),
    // A booking's signed links from its mails (issue 31), then a meeting type's own picker.
    route("book/cancel/:token", "routes/site/book-cancel.tsx"),
    route("book/reschedule/:token", "routes/site/book-reschedule.tsx"),
    route("book/:type", "routes/site/book.tsx", { id: "book-type" }),
    route("marketing", "routes/site/coming-soon.tsx", { id: "coming-soon-marketing" }),
    route("consulting", "routes/site/coming-soon.tsx", { id: "coming-soon-consulting" }),
    route("contact", "routes/site/contact.tsx"),
    // The footer's Privacy, Terms and Accessibility, edited in Settings (core/legal.ts).
    route("privacy", "routes/site/legal.tsx", { id: "legal-privacy" }),
    route("terms", "routes/site/legal.tsx", { id: "legal-terms" }),
    route("accessibility", "routes/site/legal.tsx", { id: "legal-accessibility" }),
    route("confirm-subscription", "routes/site/confirm-subscription.tsx"),
    route("unsubscribe", "routes/site/unsubscribe.tsx"),
    // An invoice opened from its mail without signing in (a long, revocable token).
    route("invoice/:token", "routes/site/public-invoice.tsx"),
    route("login", "routes/auth/login.tsx"),
    route("auth-callback", "routes/auth/auth-callback.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("admin-invitation/:token", "routes/auth/admin-invitation.tsx"),
    route("setup/:token?", "routes/auth/setup.tsx"),
    // One's own second factor (issue 35 item 7); the admin guard sends here when it is required.
    route("account/two-factor", "routes/auth/account-two-factor.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),

  route("invoice/:token/pdf", "routes/site/public-invoice-pdf.ts"),

  // Sign Out: an action only, outside every layout.
  route("logout", "routes/auth/logout.tsx"),

  // Endpoints of the contact form and the newsletter (000 section 7).
  route("api/contact", "routes/api/contact.ts"),
  route("api/newsletter/subscribe", "routes/api/newsletter-subscribe.ts"),
  route("api/newsletter/confirm", "routes/api/newsletter-confirm.ts"),
  route("api/newsletter/unsubscribe", "routes/api/newsletter-unsubscribe.ts"),
  // Starts an e-mail campaign (001 section 7), and the campaign mails' open pixel and click redirect.
  route("api/send-email", "routes/api/send-email.ts"),
  route("t/o/:token", "routes/track/open.ts"),
  route("t/c/:token", "routes/track/click.ts"),

  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("contacts", "routes/admin/contacts.tsx"),
      route("contacts/export", "routes/admin/contacts-export.ts"),
      route("contacts/:id", "routes/admin/contact-detail.tsx"),
      route("submissions", "routes/admin/submissions.tsx"),
      route("submissions/export", "routes/admin/submissions-export.ts"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("subscribers/export", "routes/admin/subscribers-export.ts"),
      route("search", "routes/admin/search.ts"),
      route("notifications", "routes/admin/notifications.ts"),
      route("blog-posts", "routes/admin/blog-posts.tsx"),
      route("client-portal", "routes/admin/client-portal.tsx"),
      route("client-portal/contacts", "routes/admin/client-portal-contacts.ts"),
      route("client-portal/deliverables/:deliverableId", "routes/admin/deliverable-review.tsx"),
      route("uploads", "routes/admin/uploads.ts"),
      route("messages", "routes/admin/messages.tsx"),
      route("messages/reach", "routes/admin/messages-reach.ts"),
      route("messages/preview", "routes/admin/messages-preview.ts"),
      route("analytics", "routes/admin/analytics.tsx"),
      route("analytics/export", "routes/admin/analytics-export.ts"),
      route("projects", "routes/admin/projects.tsx"),
      route("projects/move", "routes/admin/projects-move.ts"),
      route("projects/:id", "routes/admin/project-detail.tsx"),
      route("calendar", "routes/admin/calendar.tsx"),
      route("bookings", "routes/admin/bookings.tsx"),
      route("revenue", "routes/admin/revenue.tsx"),
      route("revenue/export", "routes/admin/revenue-export.ts"),
      route("revenue/report.csv", "routes/admin/revenue-report-export.ts"),
      route("reports", "routes/admin/reports.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("kit", "routes/admin/kit.tsx"),
      route("settings/export", "routes/admin/settings-export.ts"),
      route("settings/backup", "routes/admin/settings-backup.ts"),
      route("*", "routes/admin/not-found.tsx", { id: "admin-not-found" }),
    ]),
  ]),

  ...prefix("client-portal", [
    layout("routes/portal/layout.tsx", [
      index("routes/portal/dashboard.tsx"),
      route("projects", "routes/portal/projects.tsx"),
      route("assets", "routes/portal/assets.tsx"),
      route("assets/:deliverableId", "routes/portal/review.tsx"),
      route("uploads", "routes/portal/uploads.ts"),
      route("billing", "routes/portal/billing.tsx"),
      route("messages", "routes/portal/messages.tsx"),
      route("profile", "routes/portal/profile.tsx"),
      route("settings", "routes/portal/settings.tsx"),
      route("*", "routes/portal/fallback.tsx", { id: "portal-fallback" }),
    ]),
  ]),
] satisfies RouteConfig;
