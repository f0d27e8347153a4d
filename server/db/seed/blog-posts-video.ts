import type { DemoPost } from "./blog-post-type.ts";

export const VIDEO_POSTS: DemoPost[] = [
  {
    title: "Five Video Mistakes That Cost Small Brands Customers",
    slug: "five-video-mistakes-that-cost-small-brands-customers",
    excerpt: "Most small-business videos fail for the same five reasons. None of them are about budget.",
    author: "Alex Rivera",
    status: "published",
    featured: true,
    tags: ["Video Production", "Small Business", "Tips"],
    age: 6,
    content: `<p>We have reviewed hundreds of videos from Dallas businesses over the past few years. The ones that
underperform rarely fail because of the camera. They fail because of decisions made before anyone pressed record.</p>
<h2>1. Starting with the camera instead of the customer</h2>
<p>Before we talk gear, we ask one question: <strong>what should a viewer do after watching?</strong> Book a table,
call for a quote, sign up for a class. If nobody can answer it, the video is not ready to be shot.</p>
<h2>2. Burying the hook</h2>
<p>On social feeds you have about two seconds. Open with the most interesting frame you have, not your logo.</p>
<h2>3. Ignoring sound</h2>
<p>Viewers forgive average footage; they scroll past bad audio. A lavalier mic costs less than a lunch meeting.</p>
<h2>4. One video, one format</h2>
<p>Plan the vertical cut-downs on the day of the shoot. Reframing a wide shot later always looks like an afterthought.</p>
<h2>5. No plan after launch</h2>
<ul>
  <li>Pin it on your profiles and add it to your homepage.</li>
  <li>Send it to your e-mail list with one clear call to action.</li>
  <li>Put a small paid budget behind the best-performing cut.</li>
</ul>
<blockquote>A great video that nobody sees is just an expensive file.</blockquote>
<p>Want a second opinion on your next shoot? See how we approach
<a href="/services/media-production">media production</a> or <a href="/book">book a free call</a>.</p>`,
  },
  {
    title: "Behind the Scenes: Filming a Restaurant Launch in Deep Ellum",
    slug: "behind-the-scenes-filming-a-restaurant-launch-in-deep-ellum",
    excerpt: "Two cameras, one kitchen, forty guests and a ninety-minute window. Here is how the day went.",
    author: "Morgan Lee",
    status: "published",
    featured: false,
    tags: ["Video Production", "Behind the Scenes", "Dallas"],
    age: 55,
    content: `<p>Restaurant openings are some of our favourite shoots: real energy, real food and absolutely no second takes.
Last month we filmed the soft launch of a new smokehouse in Deep Ellum.</p>
<h2>The plan</h2>
<p>We scouted the space a week earlier, at the same hour as the event, to see how the evening light falls through the
front windows. That visit shaped the whole shot list.</p>
<ul>
  <li>One camera on a gimbal for the room and the guests.</li>
  <li>One locked-off camera on the pass, catching every plate leaving the kitchen.</li>
  <li>A photographer for stills the client could post the same night.</li>
</ul>
<h2>What we delivered</h2>
<p>A 60-second recap, three vertical clips for Reels and TikTok, and 80 edited photos. The first clip was online before
the last guest left.</p>
<blockquote>"We had bookings from the video before we had our sign up." — the owner, two days after launch</blockquote>
<p>See more of this kind of work in our <a href="/showcase">showcase</a>, or read
<a href="/blog/five-video-mistakes-that-cost-small-brands-customers">the five mistakes we help clients avoid</a>.</p>`,
  },
  {
    title: "Short-Form Video: What Works for Dallas Businesses Right Now",
    slug: "short-form-video-what-works-for-dallas-businesses-right-now",
    excerpt: "We looked at a year of our clients' Reels and TikToks. Three formats beat everything else.",
    author: "Alex Rivera",
    status: "published",
    featured: false,
    tags: ["Video Production", "Social Media", "Marketing"],
    age: 120,
    content: `<p>Short-form video is now the first place many customers meet a local brand. We compared a year of posts across
our clients, from dentists to distilleries, to see what actually moved the numbers.</p>
<h2>The three formats that won</h2>
<ul>
  <li><strong>The process clip:</strong> hands, tools and sound. Forty seconds of a craft done well.</li>
  <li><strong>The honest answer:</strong> the owner answering one real customer question to camera.</li>
  <li><strong>The before and after:</strong> a room, a car, a smile. Simple, and it works in every industry.</li>
</ul>
<h2>What did not matter as much as expected</h2>
<p>Trending audio helped a little; posting time barely mattered. Consistency did: accounts that posted twice a week
for three months grew far more than those that posted daily for three weeks and stopped.</p>
<blockquote>Pick a format you can keep up for a quarter, not one you can keep up for a weekend.</blockquote>
<p>Need a content plan you can sustain? Our <a href="/services/marketing-strategy">marketing strategy</a> team builds
them with you.</p>`,
  },
];
