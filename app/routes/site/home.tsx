import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Home" }];
}

export default function Page() {
  return <PagePlaceholder title="Home" />;
}
