import type { PageMode } from "./queries.ts";

/**
 * Short editorial introductions to each way of travelling in Sulawesi, for the mode pages and the
 * Transport Hub's info cards. Facts follow the shared facts sheet; figures live in the structured data (content/transport/routes).
 */
export type ModeIntro = {
  mode: PageMode;
  /** Card title on the Transport Hub (the spec names them Flights, Ferries, Buses). */
  cardTitle: string;
  cardText: string;
  /** The mode page's <h1>, matching the header menu. */
  pageTitle: string;
  pageSubtitle: string;
  paragraphs: string[];
  tips: string[];
};

export const MODE_INTROS: Record<PageMode, ModeIntro> = {
  flight: {
    mode: "flight",
    cardTitle: "Flights",
    cardText:
      "The quickest way between provinces. Makassar and Manado are the main gateways; turboprops reach the small island and highland airports.",
    pageTitle: "Flight Routes",
    pageSubtitle:
      "Domestic flights within Sulawesi and to the rest of Indonesia: times, fares as found, and who flies.",
    paragraphs: [
      "Sulawesi is long, mountainous and spread over four arms, so a one-hour flight often replaces a day or more on the road. Sultan Hasanuddin airport in Makassar (UPG) is the main hub for eastern Indonesia, and Sam Ratulangi in Manado (MDC) is the gateway to the north.",
      "Jets operated by Garuda Indonesia, Citilink, Batik Air, Lion Air and Super Air Jet link the big cities, with Indonesia AirAsia adding regional routes from Makassar in 2026. Wings Air's ATR 72 turboprops fly most of the small airports, such as Baubau, Wakatobi and Luwuk.",
      "Regional routes open, pause and restart often. Treat the schedules below as a starting point and confirm on the airline's site or a booking platform before you plan around a flight.",
    ],
    tips: [
      "Book small-airport flights early: turboprops have few seats and sell out around holidays.",
      "Check the baggage allowance before you book: it is smaller on turboprops, and dive gear often costs extra.",
      "Around Lebaran (the end of Ramadan) fares rise sharply and seats are scarce.",
    ],
  },
  ferry: {
    mode: "ferry",
    cardTitle: "Ferries",
    cardText:
      "Pelni ships, ASDP car ferries, fast boats and wooden night boats reach the islands: Togean, Banggai, Wakatobi, Selayar and Bunaken.",
    pageTitle: "Ferry Routes",
    pageSubtitle: "Ships, ferries and boats to Sulawesi's islands: crossing times, fares as found and sailing days.",
    paragraphs: [
      "Boats are how most islands around Sulawesi are reached. The state line Pelni runs long-distance ships between the big ports every few days, and the state ferry company ASDP runs regional crossings such as Gorontalo to the Togean Islands and Bira to Selayar.",
      "Between islands you will also find fast boats, public wooden boats that often sail overnight, and chartered speedboats. They are cheap but slower and less predictable than the timetables suggest.",
      "Sailings depend on the weather and are often postponed in rough seas. Build a spare day into any plan that includes a boat, and confirm the departure at the port or with your accommodation the day before.",
    ],
    tips: [
      "ASDP tickets for some routes are sold on Ferizy; many local boats are paid at the port in cash.",
      "Pelni needs your original passport at check-in; the PELNI Mobile app opens check-in 12 hours before departure.",
      "Keep valuables and medicines in a small bag you can carry onto the deck.",
    ],
  },
  overland: {
    mode: "overland",
    cardTitle: "Buses",
    cardText:
      "Night buses, door-to-door shared cars (“travel”) and cars with a driver cover the roads between cities and the highlands.",
    pageTitle: "Overland Routes",
    pageSubtitle: "Buses, shared “travel” cars and charters on Sulawesi's roads: realistic times and fares as found.",
    paragraphs: [
      "Roads in Sulawesi are slow: mountain passes, roadworks and the occasional landslide make a 300 km journey a full day or a night. Long-distance buses run mostly overnight, for example from Makassar to Rantepao in Toraja.",
      "A “travel” is a shared car, usually a Toyota Kijang or Avanza, that picks you up and drops you at your door. It is booked by phone, through an agent or through your hotel. In North Sulawesi the front seat costs the most and the back row the least.",
      "For short hops, chartering a car with a driver is common and, shared among a group, often good value. Agree the price, the route and any stops before you set off.",
    ],
    tips: [
      "Travel times are estimates: add a few hours on long routes, especially in the wet season.",
      "Bring a warm layer for air-conditioned night buses.",
      "Keep small notes for fares and food stops; card payment is rare outside the cities.",
    ],
  },
};
