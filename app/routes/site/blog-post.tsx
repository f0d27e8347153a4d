import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Blog Post" }];
}

export default function Page() {
  return <PagePlaceholder title="Blog Post" />;
}
