import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Showcase" }];
}

export default function Page() {
  return <PagePlaceholder title="Showcase" />;
}
