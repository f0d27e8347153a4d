import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Book a Call" }];
}

export default function Page() {
  return <PagePlaceholder title="Book a Call" />;
}
