import { expect, it } from "vitest";
import { CAMPAIGN_MESSAGES } from "../../core/campaigns/compose.ts";
import { adminActor } from "../../tests/support/actors.ts";
import { actionAnswer } from "../../tests/support/admin-route.ts";
import { composeInput } from "../../tests/support/campaign-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { messageCenterAction } from "./admin-action.ts";

useTestDatabase();

it("answers a schedule time past the year 9999 with a message (400), for send, draft and reschedule", async () => {
  const farAway = "+275760-09-13T00:00:00.000Z";
  for (const intent of ["send", "draft"]) {
    const answer = await actionAnswer(
      await messageCenterAction(adminActor(), { intent, ...composeInput({ scheduledFor: farAway }) }),
    );
    expect(answer).toEqual({
      status: 400,
      body: { ok: false, intent, error: CAMPAIGN_MESSAGES.badSchedule },
    });
  }
  const draft = await messageCenterAction(adminActor(), { intent: "draft", ...composeInput() });
  const id = (draft as { id?: string }).id;
  expect(id).toBeTruthy();
  const moved = await actionAnswer(
    await messageCenterAction(adminActor(), { intent: "reschedule", id, scheduledFor: farAway }),
  );
  expect(moved).toEqual({
    status: 400,
    body: { ok: false, intent: "reschedule", error: CAMPAIGN_MESSAGES.badSchedule },
  });
});
