import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Messages" }];
}

export default function Page() {
  return <PagePlaceholder title="Messages" />;
}
