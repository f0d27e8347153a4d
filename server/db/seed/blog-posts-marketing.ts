import type { DemoPost } from "./blog-post-type.ts";

export const MARKETING_POSTS: DemoPost[] = [
  {
    title: "How to Build a Marketing Plan That Survives a Slow Quarter",
    slug: "how-to-build-a-marketing-plan-that-survives-a-slow-quarter",
    excerpt:
      "A plan that only works when sales are good is not a plan. Here is the structure we use with clients.",
    author: "Taylor Brooks",
    status: "published",
    featured: true,
    tags: ["Marketing Strategy", "Planning", "Small Business"],
    age: 20,
    content: `<p>Every business has a slow quarter. The brands that come out of it stronger are the ones whose marketing was
built for it, not cut because of it.</p>
<h2>Start from the numbers you already have</h2>
<p>Before choosing channels, we look at where the last twenty customers came from. The answer is often surprising:
referrals and e-mail usually beat the channel the team spends the most time on.</p>
<h2>Split the plan into three layers</h2>
<ul>
  <li><strong>Always on:</strong> newsletter, search listings and reviews. Cheap, and they compound.</li>
  <li><strong>Seasonal pushes:</strong> two or three campaigns a year tied to your real sales calendar.</li>
  <li><strong>Experiments:</strong> a small, fixed budget to test one new channel each quarter.</li>
</ul>
<h2>Decide in advance what you will cut</h2>
<p>When money is tight, cut experiments first and seasonal pushes second. Never stop the always-on layer: it is the
one that keeps working while you wait for business to pick up.</p>
<blockquote>Marketing is not a tap you turn on when the phone stops ringing.</blockquote>
<p>Want a plan like this for your business? Read about our
<a href="/services/marketing-strategy">marketing strategy</a> work or <a href="/book">schedule a call</a>.</p>`,
  },
  {
    title: "Email Newsletters Still Work: Our Playbook for Local Brands",
    slug: "email-newsletters-still-work-our-playbook-for-local-brands",
    excerpt: "Social reach goes up and down. Your e-mail list is the one audience you own.",
    author: "Taylor Brooks",
    status: "published",
    featured: false,
    tags: ["Marketing", "Email", "Strategy"],
    age: 80,
    content: `<p>Our clients' newsletters regularly see open rates above 40%. That is not magic; it is a few habits kept
every single month.</p>
<h2>The playbook</h2>
<ul>
  <li>Send on a fixed day so readers learn to expect you.</li>
  <li>Lead with something useful, then the offer. One offer per issue.</li>
  <li>Write like a person: a name in the From line, not "Marketing Team".</li>
  <li>Use double opt-in. A smaller list of real readers beats a large list that never opens.</li>
</ul>
<h2>Growing the list without being pushy</h2>
<p>Put the sign-up where people already are: your blog posts, your receipts and the end of every video. Tell them
exactly what they will get and how often.</p>
<blockquote>The best subject line is the one that tells the reader exactly what is inside.</blockquote>
<p>You can see our own approach by subscribing at the bottom of this page, or
<a href="/book">talk to us</a> about setting up yours.</p>`,
  },
  {
    title: "Measuring What Matters: Five Metrics We Report to Every Client",
    slug: "measuring-what-matters-five-metrics-we-report-to-every-client",
    excerpt: "Likes are nice. These five numbers tell you whether marketing is paying for itself.",
    author: "Morgan Lee",
    status: "draft",
    featured: false,
    tags: ["Marketing Strategy", "Analytics"],
    age: 3,
    content: `<p>Monthly reports full of charts can hide the one thing an owner wants to know: is this working? We keep
every client report to five numbers.</p>
<h2>The five</h2>
<ul>
  <li><strong>Leads</strong> by source, month over month.</li>
  <li><strong>Cost per lead</strong> for paid channels.</li>
  <li><strong>Conversion rate</strong> from lead to paying customer.</li>
  <li><strong>E-mail open and click rates</strong> for the newsletter.</li>
  <li><strong>Revenue attributed</strong> to campaigns we ran.</li>
</ul>
<h2>Why only five</h2>
<p>Fewer numbers means better conversations. We spend the meeting on decisions, not on explaining charts.</p>
<blockquote>If a metric would not change what you do next month, it does not belong in the report.</blockquote>
<p>Draft: add a sample report screenshot and link to <a href="/services/marketing-strategy">strategy services</a>.</p>`,
  },
];
