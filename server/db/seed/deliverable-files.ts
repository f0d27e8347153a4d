import type { ServiceInterest } from "./options.ts";

/** A deliverable as it appears over a project's life: size range in MB. */
export type DeliverableFile = { name: string; type: string; mb: [number, number]; description: string };

const PDF = "application/pdf";
const MP4 = "video/mp4";
const ZIP = "application/zip";
const DOC = "application/msword";

/** The files of each kind of project, in the order they are usually delivered. */
export const DELIVERABLE_FILES: Record<ServiceInterest, readonly DeliverableFile[]> = {
  "Media Production": [
    {
      name: "Creative Brief.pdf",
      type: PDF,
      mb: [0.2, 1.5],
      description: "Goals, audience and key messages.",
    },
    { name: "Storyboard v2.pdf", type: PDF, mb: [2, 9], description: "Shot-by-shot storyboard, approved." },
    {
      name: "Rough Cut v1.mp4",
      type: MP4,
      mb: [150, 600],
      description: "First edit for feedback (watermarked).",
    },
    {
      name: "Final Cut 1080p.mp4",
      type: MP4,
      mb: [400, 1800],
      description: "Final approved cut, 1080p H.264.",
    },
    {
      name: "Social Cut-downs.zip",
      type: ZIP,
      mb: [80, 350],
      description: "9:16 and 1:1 versions for social.",
    },
  ],
  "Marketing Strategy": [
    {
      name: "Discovery Questionnaire.docx",
      type: DOC,
      mb: [0.04, 0.2],
      description: "Answers from kickoff.",
    },
    {
      name: "Competitive Analysis.pdf",
      type: PDF,
      mb: [1, 5],
      description: "Three competitors, side by side.",
    },
    {
      name: "Marketing Plan.pdf",
      type: PDF,
      mb: [1.5, 6],
      description: "Channels, budget and 12-month calendar.",
    },
    {
      name: "Content Calendar.pdf",
      type: PDF,
      mb: [0.5, 2],
      description: "Posts and e-mails for the quarter.",
    },
    { name: "Campaign Report.pdf", type: PDF, mb: [1, 4], description: "Results of the launch campaign." },
  ],
  "Brand Consulting": [
    { name: "Brand Audit Report.pdf", type: PDF, mb: [2, 8], description: "Findings and recommendations." },
    { name: "Moodboard.jpg", type: "image/jpeg", mb: [1, 5], description: "Visual direction, approved." },
    { name: "Logo Concepts.pdf", type: PDF, mb: [3, 12], description: "Three logo directions." },
    { name: "Brand Guidelines.pdf", type: PDF, mb: [8, 25], description: "Logo, colour, type and voice." },
    {
      name: "Logo Package.zip",
      type: ZIP,
      mb: [20, 90],
      description: "SVG, PNG and EPS in every colour way.",
    },
  ],
};
