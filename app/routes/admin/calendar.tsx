import { ComingSoon } from "#app/components/admin/coming-soon.tsx";

export function meta() {
  return [{ title: "Calendar | Admin" }];
}

export default function Page() {
  return <ComingSoon title="Calendar" text="The content calendar is coming soon." />;
}
