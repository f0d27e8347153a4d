import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Completing Sign In" }];
}

export default function Page() {
  return <PagePlaceholder title="Completing Sign In" />;
}
