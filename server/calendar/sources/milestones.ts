import { projectMilestones } from "../../db/schema.ts";
import { projectWorkDueDates } from "./project-work.ts";

/** Milestone due dates (the steps the client follows on the portal). */
export const milestoneDueDates = projectWorkDueDates("milestone", projectMilestones);
