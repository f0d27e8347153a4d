import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Brand Consulting" }];
}

export default function Page() {
  return <PagePlaceholder title="Brand Consulting" />;
}
