import { ContactSection } from "#app/components/site/contact-section.tsx";
import { PageHero, PageMain } from "#app/components/site/page-hero.tsx";
import { siteMeta } from "#app/components/site/seo.ts";
import type { Route } from "./+types/contact";
import { useSiteData } from "./layout.tsx";

/* The /login page's 'support' link lands here: the project-brief form and every way to reach us. */
export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, {
    title: "Contact",
    description:
      "Questions, support or a new project: write to Ardent Media Co. and we reply within 24 hours.",
    path: "/contact",
  });
}

export default function Contact() {
  const { settings } = useSiteData();
  return (
    <PageMain>
      <PageHero
        eyebrow="Contact"
        title="How can we help?"
        intro="Need help with your account, a question about a project, or something new in mind? Send us a message and we'll reply within 24 hours."
      />
      <ContactSection settings={settings} />
    </PageMain>
  );
}
