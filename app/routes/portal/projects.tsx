import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "My Projects" }];
}

export default function Page() {
  return <PagePlaceholder title="My Projects" />;
}
