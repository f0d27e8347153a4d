import type { projectStatus } from "../schema.ts";
import type { ServiceInterest } from "./options.ts";

type ProjectStatus = (typeof projectStatus.enumValues)[number];

/**
 * The demo projects. `client` is a portal client's e-mail or "closed:N", the Nth other won deal.
 * Days are relative to now (negative = past); a null value is shown as 'TBD'.
 */
export type ProjectPlan = {
  name: string;
  client: string;
  status: ProjectStatus;
  serviceType: ServiceInterest;
  value: number | null;
  start: number | null;
  end: number | null;
  description: string;
};

export const PROJECT_PLANS: readonly ProjectPlan[] = [
  {
    name: "Acme Coffee Brand Refresh",
    client: "client@example.test",
    status: "completed",
    serviceType: "Brand Consulting",
    value: 18500,
    start: -210,
    end: -120,
    description: "Brand audit, refreshed logo, packaging system and brand guidelines for three cafés.",
  },
  {
    name: "Acme Coffee Holiday Campaign Video",
    client: "client@example.test",
    status: "in_progress",
    serviceType: "Media Production",
    value: 12000,
    start: -30,
    end: 25,
    description: "A 45-second holiday spot plus vertical cut-downs for Instagram and TikTok.",
  },
  {
    name: "Acme Coffee Social Content Plan",
    client: "client@example.test",
    status: "planning",
    serviceType: "Marketing Strategy",
    value: 8000,
    start: 10,
    end: 100,
    description: "Quarterly content calendar, posting playbook and monthly performance reports.",
  },
  {
    name: "Northwind Studio Launch Film",
    client: "client2@example.test",
    status: "review",
    serviceType: "Media Production",
    value: 12000,
    start: -60,
    end: 5,
    description: "Two-minute studio launch film with interviews and b-roll; client review of the final cut.",
  },
  {
    name: "Website Video Series",
    client: "closed:0",
    status: "in_progress",
    serviceType: "Media Production",
    value: 24000,
    start: -45,
    end: 40,
    description: "Six short videos for the new website: about, services and four customer stories.",
  },
  {
    name: "Marketing Plan and Launch Campaign",
    client: "closed:1",
    status: "completed",
    serviceType: "Marketing Strategy",
    value: 9500,
    start: -150,
    end: -95,
    description: "12-month marketing plan and a six-week launch campaign across e-mail and paid social.",
  },
  {
    name: "Rebrand",
    client: "closed:2",
    status: "on_hold",
    serviceType: "Brand Consulting",
    value: 16000,
    start: -90,
    end: 60,
    description:
      "Positioning and visual identity refresh. Paused by the client until after their merger closes.",
  },
  {
    name: "Event Recap Package",
    client: "closed:3",
    status: "planning",
    serviceType: "Media Production",
    value: null,
    start: 20,
    end: null,
    description: "Video recap and photography for the annual gala. Scope and budget still being confirmed.",
  },
];
