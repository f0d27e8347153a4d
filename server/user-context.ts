import { createContext } from "react-router";
import type { SessionUser } from "./session.ts";

/** The user that a guard middleware let through, for the loaders and actions below it. */
export const userContext = createContext<SessionUser>();
