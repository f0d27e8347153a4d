import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Sign in" }];
}

export default function Page() {
  return <PagePlaceholder title="Sign in" />;
}
