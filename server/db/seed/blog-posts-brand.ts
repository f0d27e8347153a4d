import type { DemoPost } from "./blog-post-type.ts";

export const BRAND_POSTS: DemoPost[] = [
  {
    title: "What a Brand Audit Actually Looks Like",
    slug: "what-a-brand-audit-actually-looks-like",
    excerpt: "No mystery, no jargon: the four steps of a brand audit and what you get at the end.",
    author: "Morgan Lee",
    status: "published",
    featured: false,
    tags: ["Brand Consulting", "Strategy"],
    age: 35,
    content: `<p>"Brand audit" sounds like something only big companies need. In practice it is a focused two-week look at
how your business shows up, and whether that matches how you want to be seen.</p>
<h2>The four steps</h2>
<ul>
  <li><strong>Collect:</strong> every place your brand appears, from the website to the delivery van.</li>
  <li><strong>Listen:</strong> short interviews with customers, staff and, if possible, people who chose a competitor.</li>
  <li><strong>Compare:</strong> your message against the three competitors customers mention most.</li>
  <li><strong>Recommend:</strong> a prioritised list of changes, from quick fixes to bigger moves.</li>
</ul>
<h2>What you walk away with</h2>
<p>A short report, a one-page positioning statement, and a clear answer to whether you need a refresh, a full
rebrand, or just more consistency with what you already have.</p>
<blockquote>Most brands do not need a new logo. They need to use the one they have the same way every time.</blockquote>
<p>Curious what yours would show? Learn about <a href="/services/brand-consulting">brand consulting</a>.</p>`,
  },
  {
    title: "Choosing Brand Colors: A Practical Guide for Founders",
    slug: "choosing-brand-colors-a-practical-guide-for-founders",
    excerpt: "How to pick a palette that works on a screen, on a sign and for every reader.",
    author: "Alex Rivera",
    status: "draft",
    featured: false,
    tags: ["Brand Consulting", "Design"],
    age: 9,
    content: `<p>Colour is usually the first brand decision a founder makes and the last one they want to revisit. A few
checks up front save a painful change later.</p>
<h2>Start with one colour, not five</h2>
<p>Choose a single primary colour you can own in your market, then add neutrals. Accents come last.</p>
<h2>Test it where it will live</h2>
<ul>
  <li>On a phone in bright sunlight.</li>
  <li>On a dark background as well as a light one.</li>
  <li>As text on buttons: check the contrast ratio meets accessibility guidelines.</li>
</ul>
<blockquote>If your colour only looks good on your designer's monitor, it is not your colour yet.</blockquote>
<p>Draft: add examples from recent projects before publishing.</p>`,
  },
  {
    title: "Lessons From Our First Five Years",
    slug: "lessons-from-our-first-five-years",
    excerpt: "We started in 2019 with one camera and a borrowed office in Dallas. Here is what we learned.",
    author: "Admin",
    status: "archived",
    featured: false,
    tags: ["Agency News", "Dallas"],
    age: 260,
    content: `<p>We opened our doors in Dallas in 2019 with one camera, one client and a lot of optimism. Five years later,
here are the lessons that stuck.</p>
<h2>What we got right</h2>
<ul>
  <li>Saying yes to small local businesses. Many of them are still with us.</li>
  <li>Combining video, strategy and brand under one roof so clients get one story, not three.</li>
</ul>
<h2>What we would do differently</h2>
<p>Write everything down sooner. Our processes lived in our heads for too long, and clients noticed when we grew.</p>
<blockquote>Good work gets you the first project. Clear communication gets you the second.</blockquote>
<p>Thank you to every client who trusted us early. See where it led in our <a href="/showcase">showcase</a>.</p>`,
  },
];
