/* Names and businesses for the demo CRM: fictitious, Dallas–Fort Worth flavoured. E-mail domains
   use the reserved .example top-level domain so no demo address can ever receive real mail. */

export const FIRST_NAMES: readonly string[] = (
  "Maria James Aisha Daniel Priya Marcus Sofia Ethan Keisha Luis Hannah Andre Mei Tyler Gabriela " +
  "Nathan Olivia Darnell Chloe Rafael Emily Jamal Vanessa Kevin Rachel Omar Brittany Carlos Lauren " +
  "Derek Nadia Brandon Tiffany Hector Megan Samuel Jasmine Trevor Alicia Victor Kimberly Isaac " +
  "Monica Grant Yesenia Colin Denise Miguel"
).split(" ");

export const LAST_NAMES: readonly string[] = (
  "Gonzalez Whitaker Okafor Nguyen Patel Harris Ramirez Coleman Brooks Mendoza Fischer Washington " +
  "Chen Sullivan Herrera Kowalski Bennett Jefferson Reyes Dawson Tran Castillo Murphy Ali Grayson " +
  "Park Delgado Holloway Ibarra McKinney Singh Foster Alvarez Pruitt Lindqvist Moreno Abernathy Vu " +
  "Carrington Salazar Haddad Sims Ortega Beaumont Lucero Rhodes Okoye Landry"
).split(" ");

export type Business = { name: string; domain: string; industry: string };

export const BUSINESSES: readonly Business[] = [
  { name: "Lone Star Smokehouse", domain: "lonestarsmokehouse.example", industry: "restaurant" },
  { name: "Trinity Dental Group", domain: "trinitydental.example", industry: "healthcare" },
  { name: "Bishop Arts Bakery", domain: "bishopartsbakery.example", industry: "restaurant" },
  { name: "Uptown Realty Partners", domain: "uptownrealty.example", industry: "real-estate" },
  { name: "Deep Ellum Brewing Collective", domain: "deepellumbrewing.example", industry: "hospitality" },
  { name: "Prairie Tech Solutions", domain: "prairietech.example", industry: "tech" },
  { name: "Katy Trail Fitness", domain: "katytrailfitness.example", industry: "fitness" },
  { name: "Cedar Springs Law", domain: "cedarspringslaw.example", industry: "legal" },
  { name: "Magnolia Home Interiors", domain: "magnoliahome.example", industry: "retail" },
  { name: "Red River Logistics", domain: "redriverlogistics.example", industry: "logistics" },
  { name: "Oak Cliff Community Clinic", domain: "oakcliffclinic.example", industry: "nonprofit" },
  { name: "Highland Park Boutique", domain: "hpboutique.example", industry: "retail" },
  { name: "Frisco Family Orthodontics", domain: "friscoortho.example", industry: "healthcare" },
  { name: "Pegasus Auto Detailing", domain: "pegasusdetailing.example", industry: "automotive" },
  { name: "Mockingbird Financial", domain: "mockingbirdfinancial.example", industry: "finance" },
  { name: "Bluebonnet Events Co.", domain: "bluebonnetevents.example", industry: "events" },
  { name: "Arlington Sports Academy", domain: "arlingtonsports.example", industry: "education" },
  { name: "Plano Pet Wellness", domain: "planopetwellness.example", industry: "healthcare" },
  { name: "White Rock Yoga Studio", domain: "whiterockyoga.example", industry: "fitness" },
  { name: "Sunset Tacos", domain: "sunsettacos.example", industry: "restaurant" },
  { name: "Irving Software Labs", domain: "irvingsoftware.example", industry: "tech" },
  { name: "Greenville Ave Florist", domain: "greenvilleflorist.example", industry: "retail" },
  { name: "Stockyards Leather Goods", domain: "stockyardsleather.example", industry: "retail" },
  { name: "McKinney Craft Distillery", domain: "mckinneydistillery.example", industry: "hospitality" },
  { name: "Texas Skyline Roofing", domain: "skylineroofing.example", industry: "construction" },
  { name: "Lakewood Learning Center", domain: "lakewoodlearning.example", industry: "education" },
  { name: "Harwood Creative Agency", domain: "harwoodcreative.example", industry: "agency" },
  { name: "Denton Music Hall", domain: "dentonmusichall.example", industry: "events" },
  { name: "Richardson Med Spa", domain: "richardsonmedspa.example", industry: "healthcare" },
  { name: "Southfork Ranch Supply", domain: "southforksupply.example", industry: "retail" },
  { name: "Elm Street Architects", domain: "elmstreetarch.example", industry: "construction" },
  { name: "Love Field Aviation Services", domain: "lovefieldaviation.example", industry: "logistics" },
  { name: "Fair Park Foundation", domain: "fairparkfoundation.example", industry: "nonprofit" },
  { name: "Addison Wine Bar", domain: "addisonwine.example", industry: "hospitality" },
  { name: "Grapevine Vineyards", domain: "grapevinevineyards.example", industry: "hospitality" },
  { name: "Rowlett Marine & Boats", domain: "rowlettmarine.example", industry: "automotive" },
  { name: "Carrollton Cloud Services", domain: "carrolltoncloud.example", industry: "tech" },
  { name: "Design District Gallery", domain: "designdistrictgallery.example", industry: "arts" },
  { name: "Garland Home Health", domain: "garlandhomehealth.example", industry: "healthcare" },
  { name: "Mesquite Rodeo Outfitters", domain: "mesquiteoutfitters.example", industry: "retail" },
  { name: "Allen Premier Insurance", domain: "allenpremier.example", industry: "finance" },
  { name: "Lower Greenville Coffee", domain: "lowergreenvillecoffee.example", industry: "restaurant" },
  { name: "Coppell Kids Dentistry", domain: "coppellkids.example", industry: "healthcare" },
  { name: "Victory Park Condos", domain: "victoryparkcondos.example", industry: "real-estate" },
  { name: "Cityplace Salon", domain: "cityplacesalon.example", industry: "beauty" },
  { name: "Rockwall Solar Co.", domain: "rockwallsolar.example", industry: "construction" },
  { name: "Kessler Theater Group", domain: "kesslertheater.example", industry: "events" },
  { name: "Duncanville Auto Group", domain: "duncanvilleauto.example", industry: "automotive" },
];

export const POSITIONS: readonly string[] = (
  "Owner|Founder & CEO|Marketing Director|Marketing Manager|Operations Manager|Brand Manager|" +
  "General Manager|Communications Lead|Co-Founder|VP of Marketing|Practice Manager|" +
  "Executive Director"
).split("|");

/** The agency's own team, for assigned_to. */
export const TEAM = ["Alex Rivera", "Morgan Lee", "Taylor Brooks"] as const;

/** A phone number in the 555-0100..0199 range reserved for fiction, with a Dallas area code. */
export function demoPhone(areaCode: string, line: number) {
  return `(${areaCode}) 555-01${String(line % 100).padStart(2, "0")}`;
}

/** lower-case, dot-separated local part: "maria.gonzalez". */
export function emailLocalPart(name: string) {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z\s-]/g, "")
    .trim()
    .replace(/\s+/g, ".");
}

/** Hands out full names that were not handed out before, so no two demo people share a name. */
export function createNamePool(pickFirst: () => string, pickLast: () => string) {
  const used = new Set<string>();
  return (): string => {
    for (;;) {
      const name = `${pickFirst()} ${pickLast()}`;
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  };
}
