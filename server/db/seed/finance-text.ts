import type { ExpenseCategory, IncomeCategory } from "./options.ts";

type Item = { descriptions: readonly string[]; amount: [number, number] };

/** One-off income outside client projects (the retainer is recurring and added on its own). */
export const INCOME_ITEMS: Record<Exclude<IncomeCategory, "Social Media Management">, Item> = {
  "Video Production": {
    descriptions: ["Promo video shoot and edit", "Testimonial video package", "Event highlight reel"],
    amount: [2500, 9000],
  },
  "Marketing Strategy": {
    descriptions: ["Marketing strategy workshop", "Paid social audit", "Quarterly marketing consultation"],
    amount: [1500, 6000],
  },
  "Brand Consulting": {
    descriptions: ["Brand audit", "Logo refresh and style guide", "Naming workshop"],
    amount: [2000, 8000],
  },
  "Content Creation": {
    descriptions: [
      "Blog and newsletter content package",
      "Product page copywriting",
      "Monthly content package",
    ],
    amount: [800, 3000],
  },
  Photography: {
    descriptions: ["Headshot session", "Product photography", "Event photography"],
    amount: [600, 2500],
  },
  "Other Income": {
    descriptions: ["Workshop ticket sales", "Equipment rental", "Speaking fee"],
    amount: [300, 1500],
  },
};

export const EXPENSE_ITEMS: Record<ExpenseCategory, Item> = {
  Equipment: {
    descriptions: [
      "Camera lens (24-70mm)",
      "LED light panels",
      "Wireless lavalier mics",
      "SSD drives for footage",
    ],
    amount: [300, 2800],
  },
  Software: {
    descriptions: ["Stock music license", "Review and approval tool seats", "Stock footage credits"],
    amount: [50, 400],
  },
  Marketing: {
    descriptions: ["Instagram ads for agency reel", "Search ads", "Local business award sponsorship"],
    amount: [200, 1500],
  },
  "Office Supplies": {
    descriptions: ["Printer ink and paper", "Client gift boxes", "Coffee and snacks for the studio"],
    amount: [40, 300],
  },
  Travel: {
    descriptions: [
      "Austin shoot: mileage and hotel",
      "Houston client workshop travel",
      "Fort Worth shoot mileage",
    ],
    amount: [80, 900],
  },
  Contractors: {
    descriptions: [
      "Freelance video editor",
      "Freelance camera operator",
      "Motion graphics designer",
      "Copywriter",
    ],
    amount: [600, 3500],
  },
  "Other Expenses": {
    descriptions: ["Business insurance", "Accounting services", "Bank and payment fees"],
    amount: [50, 600],
  },
};

/** Monthly items; 'recurring' in the description is what the revenue screen counts (001 section 9). */
export const RECURRING = {
  retainer: {
    category: "Social Media Management",
    description: "Social media management retainer (recurring)",
  },
  software: { category: "Software", description: "Creative Cloud team plan (recurring)", amount: "359.88" },
  rent: { category: "Other Expenses", description: "Studio and office rent (recurring)", amount: "1850.00" },
} as const;
