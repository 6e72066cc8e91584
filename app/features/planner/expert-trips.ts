/**
 * Issue 27 point 8: real trips, each with the first option an expert would give from the facts sheet
 * (/work/shared/content/sulawesi-facts.md, sections 2b, 3, 8 and 9). `first` lists, leg by leg, the
 * routes an expert would sign for option 1 (several where the sheet gives equal ways); local transfers
 * (airport to town) are left out. Test data only: expert-trips.test.ts checks option 1 through the
 * page's own entry point, planner.properties.test.ts that no option is absurd.
 */
export type ExpertTrip = {
  query: string;
  first: string[][];
  /** Other ways the expert signs as well, legs of another number. */
  or?: string[][][];
  /** Where the sheet says so. */
  why: string;
  /** Routes no option may use (a closed month, a stopped flight). */
  never?: string[];
  /**
   * Why the data cannot give the expert's answer yet: the trip is checked to fail until the data
   * changes (then the check fails and this note must go).
   */
  dataGap?: string;
};

const ANY_TO_AMPANA_BOAT = ["ampana-bomba-fast-boat", "ampana-wakai-public-boat"];

export const EXPERT_TRIPS: ExpertTrip[] = [
  {
    query: "from=gorontalo&to=ampana",
    first: [["gorontalo-wakai-tuna-tomini"], ["wakai-ampana-tuna-tomini"]],
    why: "§3d, §8b: the KMP Tuna Tomini sails Gorontalo–Wakai–Ampana, Tue & Fri 16:00",
  },
  {
    query: "from=gorontalo&to=togean-islands",
    first: [["gorontalo-wakai-tuna-tomini"]],
    why: "§2b togean-islands: from Gorontalo (north) the Tuna Tomini to Wakai",
  },
  {
    query: "from=gorontalo&to=togean-islands&month=3",
    first: [
      ["gorontalo-palu-overland", "gorontalo-palu-bus", "makassar-gorontalo-flight"],
      ["palu-ampana-bus", "palu-ampana-travel", "makassar-palu-flight"],
      ANY_TO_AMPANA_BOAT.concat("palu-ampana-bus", "palu-ampana-travel"),
    ],
    // Or east by sea: the ferry to Pagimana, the road to Luwuk (§9d), then the Luwuk–Ampana road.
    or: [[["gorontalo-pagimana-ferry"], ["pagimana-luwuk-road"], ["luwuk-ampana-overland"], ANY_TO_AMPANA_BOAT]],
    why: "§8b: the Tuna Tomini docks every March with no replacement: go round by Ampana",
    never: ["gorontalo-wakai-tuna-tomini", "wakai-ampana-tuna-tomini"],
  },
  {
    query: "from=makassar&to=togean-islands",
    first: [
      ["makassar-palu-flight", "makassar-poso-flight", "makassar-luwuk-flight"],
      [
        "palu-ampana-bus",
        "palu-ampana-travel",
        "poso-ampana-shared-car",
        "luwuk-ampana-overland",
        "palu-ampana-flight",
      ],
      ANY_TO_AMPANA_BOAT,
    ],
    why: "§2b togean-islands, §3: fly to Palu, Poso or Luwuk, overland to Ampana, boat to the islands",
  },
  {
    query: "from=makassar&to=togean-islands&pref=cheapest",
    first: [
      ["makassar-palu-bus", "makassar-palu-flight", "makassar-poso-flight", "makassar-luwuk-flight"],
      ["palu-ampana-bus", "palu-ampana-travel", "poso-ampana-shared-car", "luwuk-ampana-overland"],
      ANY_TO_AMPANA_BOAT,
    ],
    or: [[["gorontalo-makassar-bus"], ["gorontalo-wakai-tuna-tomini"]]],
    why: "§9a: the bus to Palu (a day and a night), on to Ampana and the boat; never through Jakarta",
    never: ["jakarta-makassar-flight", "jakarta-manado-flight", "jakarta-palu-flight", "jakarta-gorontalo-flight"],
  },
  {
    query: "from=makassar&to=wakatobi",
    first: [
      ["makassar-kendari-flight", "makassar-baubau-flight"],
      ["kendari-wakatobi-flight", "baubau-wanci-speedboat"],
    ],
    why: "§3c, §8d: fly to Kendari and on with the daily Wings flight, or to Baubau and the speedboat",
  },
  {
    query: "from=palu&to=poso",
    first: [["palu-poso-travel", "palu-ampana-bus", "palu-ampana-travel", "palu-poso-road"]],
    why: "§3e: Palu–Poso is on the Palu–Ampana road (buses 10:00 and 17:00 via Poso); never past Poso and back",
  },
  {
    query: "from=manado&to=bunaken",
    first: [["manado-bunaken-public-boat", "manado-bunaken-charter"]],
    why: "§2b bunaken, §8e: the public boat, or a chartered speedboat priced per boat",
  },
  {
    query: "from=manado&to=bunaken&pref=cheapest",
    first: [["manado-bunaken-public-boat"]],
    why: "§8e: the public boat, Rp50k–100k per person; the charter is Rp400k–700k per boat",
  },
  {
    query: "from=makassar&to=toraja-highlands",
    first: [["makassar-rantepao-bus"]],
    why: "§8a, §8d: the bus (8–10 h); Wings stopped Makassar–Toraja in July 2025",
    never: ["makassar-toraja-flight", "manado-toraja-flight"],
  },
  {
    query: "from=makassar&to=tanjung-bira",
    first: [["makassar-tanjung-bira-shared-car", "makassar-selayar-bus", "makassar-airport-bira-damri"]],
    why: "§2b tanjung-bira, §9a: a shared car or bus from Terminal Malengkeri, 4–6 h",
  },
  {
    query: "from=makassar&to=selayar-taka-bonerate",
    first: [["makassar-selayar-bus", "makassar-selayar-travel"]],
    why: "§2b selayar: bus or travel car from Malengkeri with the Bira–Pamatata ferry, 7–9 h",
  },
  {
    query: "from=manado&to=gorontalo",
    first: [["manado-gorontalo-shared-car", "manado-gorontalo-bus", "manado-gorontalo-flight"]],
    why: "§3e: a shared 'travel' car, 8–11 h, Rp250–350k; or the bus; or fly",
  },
  {
    query: "from=manado&to=lembeh-strait",
    first: [["manado-bitung-road"]],
    why: "§2b lembeh-strait: Manado–Bitung by road ~45 min",
  },
  {
    query: "from=manado&to=tomohon",
    first: [["manado-tomohon-mikrolet", "manado-tomohon-shared-car"]],
    why: "§3e, §8e: minibus from Karombasan or a shared car, under 1 h",
  },
  {
    query: "from=manado&to=tangkoko",
    first: [["manado-tangkoko-car", "manado-tangkoko-mikrolet"]],
    why: "§3e: 1–2 h by road",
  },
  {
    query: "from=makassar&to=manado",
    first: [["makassar-manado-flight"]],
    why: "§3c: multiple daily flights, 1 h 30 – 1 h 45",
  },
  {
    query: "from=makassar&to=kendari",
    first: [["makassar-kendari-flight"]],
    why: "§3c: 45–55 min, daily",
  },
  {
    query: "from=makassar&to=buton-baubau",
    first: [["makassar-baubau-flight"]],
    why: "§3c, §8d: 2 flights a day, about 1 h",
  },
  {
    query: "from=makassar&to=buton-baubau&pref=cheapest",
    first: [["makassar-baubau-pelni"]],
    why: "§3d: Pelni, 2–3 ships a week, economy ~Rp233k",
  },
  {
    query: "from=kendari&to=buton-baubau",
    first: [["kendari-baubau-fast-boat"]],
    why: "§3d: fast boats twice a day, ~5 h via Raha",
  },
  {
    query: "from=kendari&to=wakatobi",
    first: [["kendari-wakatobi-flight", "kendari-wanci-jetliner"]],
    why: "§8d, §8f: Wings daily 09:25, or the Pelni Jetliner Mon/Wed/Fri 18:00",
  },
  {
    query: "from=palu&to=lore-lindu",
    first: [["palu-kamarora-overland", "palu-gimpu-shared-kijang"]],
    why: "§3e: by road to Kamarora (2.5 h) or Gimpu (3 h)",
  },
  {
    query: "from=toraja-highlands&to=lake-poso-tentena",
    first: [["rantepao-tentena-bus"]],
    why: "§2b lake-poso-tentena: Rantepao → Tentena bus ~13 h",
  },
  {
    query: "from=lake-poso-tentena&to=ampana",
    first: [
      ["tentena-poso-minivan"],
      ["poso-ampana-shared-car", "poso-ampana-charter", "palu-ampana-bus", "palu-ampana-travel"],
    ],
    why: "§3e: minivan to Poso, shared car to Ampana",
  },
  {
    query: "from=ampana&to=togean-islands",
    first: [ANY_TO_AMPANA_BOAT],
    why: "§3d: public boat daily to Wakai or the speedboat to Bomba",
  },
  {
    query: "from=luwuk&to=banggai-islands",
    first: [["luwuk-salakan-fast-boat", "luwuk-banggai-ferry", "luwuk-banggai-motorboat", "luwuk-salakan-steel-boat"]],
    why: "§2b banggai-islands: fast boat to Salakan or the ferry to Banggai",
  },
  {
    query: "from=makassar&to=malino",
    first: [["makassar-malino-overland"]],
    why: "§3e: 1.5–3 h by road",
  },
  {
    query: "from=gorontalo&to=luwuk",
    first: [["gorontalo-pagimana-ferry"], ["pagimana-luwuk-road"]],
    why: "§3e, §9d: the overnight ferry to Pagimana, then the road",
  },
  {
    query: "from=makassar&to=palu",
    first: [["makassar-palu-flight"]],
    why: "§3c, §8d: about 1 h 10, twice a day",
  },
  {
    query: "from=makassar&to=labengki",
    first: [["makassar-kendari-flight"], ["kendari-labengki-boat"]],
    why: "§2b labengki: boat from Kendari (5–6 h); fly Makassar–Kendari",
  },
  {
    query: "from=togean-islands&to=gorontalo",
    first: [["wakai-gorontalo-tuna-tomini"]],
    why: "§3d: Wakai → Gorontalo Mon & Thu 17:00",
  },
];

/** Whether a list of route ids matches one of the expert's ways, one alternative per leg. */
export function matchesExpert(ids: readonly string[], trip: Pick<ExpertTrip, "first" | "or">): boolean {
  return [trip.first, ...(trip.or ?? [])].some(
    (way) => ids.length === way.length && ids.every((id, i) => way[i]!.includes(id)),
  );
}
