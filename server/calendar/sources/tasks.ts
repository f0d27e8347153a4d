import { projectTasks } from "../../db/schema.ts";
import { projectWorkDueDates } from "./project-work.ts";

/** Task due dates (the agency's own work, never shown to the client). */
export const taskDueDates = projectWorkDueDates("task", projectTasks);
