import { ContactSection } from "#app/components/site/contact-section.tsx";
import { Hero } from "#app/components/site/home/hero.tsx";
import { HomeAbout, HomeServices, HomeShowcase } from "#app/components/site/home/home-sections.tsx";
import { VideoCarousel } from "#app/components/site/home/video-carousel.tsx";
import { HydrateWhenSeen } from "#app/components/site/hydrate-when-seen.tsx";
import { PageMain, Section } from "#app/components/site/page-hero.tsx";
import { siteMeta } from "#app/components/site/seo.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { featuredVideos, hero, homeAbout } from "#core/content/home.ts";
import { services } from "#core/content/services.ts";
import { showcaseItems } from "#core/content/showcase.ts";
import type { Route } from "./+types/home";
import { useSiteData } from "./layout.tsx";

/* The copy comes as loader data (core/content/), so it is not part of the page's JavaScript. */
export function loader() {
  return {
    hero,
    featuredVideos,
    homeAbout,
    services: services.map(({ slug, name, summary }) => ({ slug, name, summary })),
    showcase: showcaseItems
      .slice(0, 3)
      .map(({ client, service, title, results }) => ({ client, service, title, result: results[0] })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const settings = matches[1]?.loaderData?.settings;
  return siteMeta(matches, {
    title: settings?.metaTitle ?? "Home",
    description: settings?.metaDescription ?? "",
    path: "/",
  });
}

function Home({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  return (
    <PageMain>
      <Hero hero={loaderData.hero} />
      <Section
        id="featured"
        eyebrow="Featured"
        title="Fresh from the edit suite"
        className="bg-neutral-50 dark:bg-neutral-950"
      >
        <div className="mx-auto max-w-4xl">
          <HydrateWhenSeen>
            <VideoCarousel videos={loaderData.featuredVideos} />
          </HydrateWhenSeen>
        </div>
      </Section>
      <HomeAbout about={loaderData.homeAbout} />
      <HomeServices services={loaderData.services} />
      <HomeShowcase items={loaderData.showcase} />
      <HydrateWhenSeen>
        <ContactSection settings={settings} />
      </HydrateWhenSeen>
    </PageMain>
  );
}

export default routeComponent(Home);
