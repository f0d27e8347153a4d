import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Asset Library" }];
}

export default function Page() {
  return <PagePlaceholder title="Asset Library" />;
}
