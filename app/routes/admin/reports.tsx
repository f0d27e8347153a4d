import { ComingSoon } from "#app/components/admin/coming-soon.tsx";

export function meta() {
  return [{ title: "Reports | Admin" }];
}

export default function Page() {
  return <ComingSoon title="Reports" text="Reports are coming soon." />;
}
