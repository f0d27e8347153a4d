import { expect, expectAccessible, signIn, test } from "./support/fixtures.ts";
import { gotoHydrated } from "./support/site.ts";

/* The public site (issue 6): pages, aliases, head tags, navigation, header and footer. */

const pages = [
  { path: "/", heading: /Your Dallas partner in/, title: /Ardent Media Co\./, contactForm: true },
  { path: "/about", heading: /Built in Dallas/, title: /^About \|/, contactForm: false },
  {
    path: "/services",
    heading: /Everything a growing brand needs/,
    title: /^Services \|/,
    contactForm: true,
  },
  {
    path: "/services/media-production",
    heading: /Video that earns/,
    title: /^Media Production \|/,
    contactForm: false,
  },
  {
    path: "/services/marketing-strategy",
    heading: /A plan you can run/,
    title: /^Marketing Strategy \|/,
    contactForm: false,
  },
  {
    path: "/services/brand-consulting",
    heading: /Know who you are/,
    title: /^Brand Consulting \|/,
    contactForm: false,
  },
  { path: "/store", heading: /Ready-made packages/, title: /^Store \|/, contactForm: true },
  { path: "/showcase", heading: /Work we're proud of/, title: /^Showcase \|/, contactForm: true },
  {
    path: "/book",
    heading: /Book a free 30-minute discovery call/,
    title: /^Book a Call \|/,
    contactForm: false,
  },
  { path: "/marketing", heading: /^Coming Soon$/, title: /^Coming Soon \|/, contactForm: false },
  { path: "/consulting", heading: /^Coming Soon$/, title: /^Coming Soon \|/, contactForm: false },
  { path: "/contact", heading: /How can we help/, title: /^Contact \|/, contactForm: true },
];

const aliases = [
  { alias: "/media-production", canonical: "/services/media-production", heading: /Video that earns/ },
  { alias: "/marketing-strategy", canonical: "/services/marketing-strategy", heading: /A plan you can run/ },
  { alias: "/brand-consulting", canonical: "/services/brand-consulting", heading: /Know who you are/ },
  { alias: "/schedule", canonical: "/book", heading: /discovery call/ },
  { alias: "/calendly", canonical: "/book", heading: /discovery call/ },
];

test("every public page is server-rendered with its own head tags", async ({ request, baseURL }) => {
  for (const p of pages) {
    const response = await request.get(p.path);
    expect(response.status(), p.path).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(title.replaceAll("&amp;", "&"), p.path).toMatch(p.title);
    expect(html, p.path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    const canonical = p.path === "/" ? `${baseURL}/` : `${baseURL}${p.path}`;
    expect(html, p.path).toContain(`<link rel="canonical" href="${canonical}"/>`);
    for (const tag of [
      'property="og:title"',
      'property="og:description"',
      'property="og:image"',
      'name="twitter:card"',
    ]) {
      expect(html, `${p.path} ${tag}`).toContain(tag);
    }
    // The contact form sits exactly below the pages the specification lists.
    expect(html.includes('id="contact"'), `${p.path} contact form`).toBe(p.contactForm);
  }
});

for (const p of pages) {
  test(`${p.path} renders its content and is accessible in both themes`, async ({ page }) => {
    await gotoHydrated(page, p.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.heading);
    await expect(page.locator("section#contact")).toHaveCount(p.contactForm ? 1 : 0);
    await expectAccessible(page);
  });
}

test("aliases show the same page and point search engines at the main address", async ({ page, baseURL }) => {
  for (const a of aliases) {
    await gotoHydrated(page, a.alias);
    await expect(page).toHaveURL(`${baseURL}${a.alias}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.heading);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${a.canonical}`);
  }
  await expectAccessible(page);
});

test("the booking page embeds the calendar of the calendlyUrl setting, with a plain link", async ({
  page,
}) => {
  await gotoHydrated(page, "/calendly");
  const frame = page.locator('iframe[title="Booking calendar"]');
  await expect(frame).toHaveAttribute("src", /^https:\/\/calendly\.com\//);
  const link = page.getByRole("link", { name: /Open the booking page/ });
  await expect(link).toHaveAttribute("href", (await frame.getAttribute("src")) ?? "");
});

test("robots.txt lets crawlers in and keeps them out of private areas", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.headers()["content-type"]).toContain("text/plain");
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /client-portal");
  expect(text).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
});

test.describe("header", () => {
  test("About scrolls on the home page and opens /about elsewhere", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("section#about")).toBeInViewport();

    await nav.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Built in Dallas/);
  });

  test("Home off the home page goes to / and then scrolls to the hero", async ({ page }) => {
    await gotoHydrated(page, "/store");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("section#hero")).toBeInViewport();
    await expectAccessible(page);
  });

  test("page links, Let's Talk and the logo go where they should", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, url] of [
      ["Blog", /\/blog$/],
      ["Showcase", /\/showcase$/],
      ["Store", /\/store$/],
    ] as const) {
      await nav.getByRole("link", { name }).click();
      await expect(page).toHaveURL(url);
    }
    await page.getByRole("banner").getByRole("link", { name: "Let's Talk" }).click();
    await expect(page).toHaveURL(/\/book$/);
    await page.getByRole("banner").getByRole("link", { name: "Ardent Media Co." }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("changes its look beyond 100 px of scrolling", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 100));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("on /blog takes the dark look while the banner is in view", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-over-banner", "true");
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(header).toHaveAttribute("data-over-banner", "false");
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("'Members Only' opens the sign-in modal", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("banner").getByRole("button", { name: "Members Only" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("a signed-in member sees the user menu instead of 'Members Only'", async ({ page }) => {
    await signIn(page, "client");
    await gotoHydrated(page, "/services");
    // The menu's button shows the display name (the e-mail before the @), 000 section 2.
    await expect(page.getByRole("banner").getByRole("button", { name: "client", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Members Only" })).toHaveCount(0);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test("the full-screen menu locks scrolling and closes on an item and on a theme change", async ({
      page,
    }) => {
      await gotoHydrated(page, "/about");
      const open = page.getByRole("button", { name: "Open menu" });
      await open.click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      // It covers the whole screen.
      expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, width: 320, height: 640 });
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("hidden");
      await expectAccessible(page);
      await menu.getByRole("link", { name: "Services" }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(/\/services$/);
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");

      await open.click();
      await menu.getByRole("button", { name: "Toggle dark mode" }).click();
      await expect(menu).toBeHidden();
    });

    test("pages fit a 320 px screen without sideways scrolling", async ({ page }) => {
      for (const path of ["/", "/services", "/store", "/about"]) {
        await gotoHydrated(page, path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      await expectAccessible(page);
    });
  });
});

test.describe("footer", () => {
  test("shows contact details, social links, the copyright and the legal pages", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "hello@ardentmedia.co" })).toHaveAttribute(
      "href",
      "mailto:hello@ardentmedia.co",
    );
    await expect(footer.getByRole("link", { name: "(214) 555-0142" })).toHaveAttribute(
      "href",
      "tel:2145550142",
    );
    await expect(footer.getByText("Dallas, TX 75226")).toBeVisible();
    for (const name of ["Instagram", "LinkedIn", "YouTube", "X"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByText("© 2019-2025 Ardent Media Co.")).toBeVisible();
    // The specification's placeholders are real pages (issue 36 item 20, decision 016).
    for (const [name, href] of [
      ["Privacy", "/privacy"],
      ["Terms", "/terms"],
      ["Accessibility", "/accessibility"],
    ]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });

  test("section links go home and scroll; Media Production opens its page", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Brand Consulting" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("section#services")).toBeInViewport();

    await footer.getByRole("link", { name: "Start Project" }).click();
    await expect(page.locator("section#contact")).toBeInViewport();

    await footer.getByRole("link", { name: "Media Production" }).click();
    await expect(page).toHaveURL(/\/media-production$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Video that earns/);
  });

  test("offers the newsletter, except on the sign-in screen", async ({ page }) => {
    await gotoHydrated(page, "/store");
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Newsletter" })).toBeVisible();
    await page.goto("/login");
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Newsletter" })).toHaveCount(0);
  });

  test("back to top returns to the top of the page", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/services");
    await page.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
