-- Issue 18, item 3: link each contact-form brief to its CRM contact. The contact form sets
-- contact_submissions.contact_id in its transaction; rows written before that (and imported ones)
-- are matched here by e-mail, case-insensitively, to the contact created nearest in time.
UPDATE "contact_submissions" AS s
SET "contact_id" = (
  SELECT c."id"
  FROM "contacts" AS c
  WHERE lower(c."email") = lower(s."email")
  ORDER BY abs(extract(epoch FROM (c."created_at" - s."submitted_at"))), c."created_at"
  LIMIT 1
)
WHERE s."contact_id" IS NULL
  AND EXISTS (SELECT 1 FROM "contacts" AS c WHERE lower(c."email") = lower(s."email"));
