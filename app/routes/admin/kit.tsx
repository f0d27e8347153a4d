import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { KitControls } from "#app/components/admin/kit/kit-controls.tsx";
import { KitData } from "#app/components/admin/kit/kit-data.tsx";
import { KitNavigation } from "#app/components/admin/kit/kit-navigation.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import type { Route } from "./+types/kit";

export function meta() {
  return [{ title: "UI Kit | Admin" }];
}

/* Admins only: the admin layout's guard runs before this loader. */
export function loader({ request }: Route.LoaderArgs) {
  return { q: new URL(request.url).searchParams.get("q") ?? "" };
}

function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="UI Kit"
        description="Every primitive of app/components/ui with its variants and states. Switch the theme in the top bar to see both."
      />
      <div className="space-y-6">
        <KitControls />
        <KitNavigation />
        <KitData q={loaderData.q} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} fallback="Failed to load the UI kit" />;
}

export default routeComponent(Page);
