import { defineTexts } from "~/lib/locale.ts";
import type { PageMode } from "./queries.ts";

/**
 * Short editorial introductions to each way of travelling in Sulawesi, for the mode pages and the
 * Transport Hub's info cards, in both editions (issue 31). Facts follow the shared facts sheet; figures live in the structured data (content/transport/routes).
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

export const MODE_INTROS = defineTexts<Record<PageMode, ModeIntro>>({
  en: {
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
  },
  id: {
    flight: {
      mode: "flight",
      cardTitle: "Pesawat",
      cardText:
        "Cara tercepat berpindah antarprovinsi. Makassar dan Manado adalah gerbang utamanya; pesawat baling-baling menjangkau bandara kecil di pulau-pulau dan dataran tinggi.",
      pageTitle: "Rute Penerbangan",
      pageSubtitle:
        "Penerbangan domestik di dalam Sulawesi dan ke daerah lain di Indonesia: waktu tempuh, tarif sesuai temuan, dan maskapainya.",
      paragraphs: [
        "Sulawesi memanjang, bergunung-gunung, dan terbagi menjadi empat lengan, sehingga penerbangan satu jam sering menggantikan perjalanan darat sehari atau lebih. Bandara Sultan Hasanuddin di Makassar (UPG) adalah hub utama Indonesia timur, dan Bandara Sam Ratulangi di Manado (MDC) menjadi pintu gerbang ke utara.",
        "Pesawat jet Garuda Indonesia, Citilink, Batik Air, Lion Air, dan Super Air Jet menghubungkan kota-kota besar, dan Indonesia AirAsia menambah rute regional dari Makassar pada 2026. Pesawat baling-baling ATR 72 milik Wings Air melayani sebagian besar bandara kecil, seperti Baubau, Wakatobi, dan Luwuk.",
        "Rute regional sering dibuka, dihentikan, lalu jalan lagi. Anggap jadwal di bawah sebagai titik awal, dan pastikan di situs maskapai atau platform pemesanan sebelum menyusun rencana di sekitar satu penerbangan.",
      ],
      tips: [
        "Pesan penerbangan ke bandara kecil jauh hari: kursi pesawat baling-baling sedikit dan cepat habis menjelang hari libur.",
        "Periksa jatah bagasi sebelum memesan: pada pesawat baling-baling jatahnya lebih kecil, dan alat selam sering dikenai biaya tambahan.",
        "Menjelang Lebaran (akhir Ramadan) harga tiket naik tajam dan kursi sulit didapat.",
      ],
    },
    ferry: {
      mode: "ferry",
      cardTitle: "Kapal",
      cardText:
        "Kapal Pelni, feri ASDP, kapal cepat, dan kapal kayu malam menjangkau pulau-pulau: Togean, Banggai, Wakatobi, Selayar, dan Bunaken.",
      pageTitle: "Rute Kapal",
      pageSubtitle:
        "Kapal besar, feri, dan perahu ke pulau-pulau di Sulawesi: lama penyeberangan, tarif sesuai temuan, dan hari berlayar.",
      paragraphs: [
        "Sebagian besar pulau di sekitar Sulawesi dicapai dengan kapal. Pelni, perusahaan pelayaran milik negara, mengoperasikan kapal jarak jauh antarpelabuhan besar setiap beberapa hari, dan ASDP, perusahaan feri negara, melayani penyeberangan regional seperti Gorontalo ke Kepulauan Togean dan Bira ke Selayar.",
        "Di antara pulau-pulau juga ada kapal cepat, kapal kayu umum yang sering berlayar semalaman, dan speedboat carteran. Ongkosnya murah, tetapi lebih lambat dan lebih sulit ditebak daripada yang tertulis di jadwal.",
        "Pelayaran bergantung pada cuaca dan sering ditunda saat laut berombak. Sisihkan satu hari cadangan dalam setiap rencana yang memakai kapal, dan pastikan jam berangkat di pelabuhan atau lewat penginapan Anda sehari sebelumnya.",
      ],
      tips: [
        "Tiket ASDP untuk beberapa rute dijual di Ferizy; banyak kapal lokal dibayar tunai di pelabuhan.",
        "Pelni meminta paspor asli saat check-in; aplikasi PELNI Mobile membuka check-in 12 jam sebelum keberangkatan.",
        "Simpan barang berharga dan obat-obatan di tas kecil yang bisa Anda bawa ke dek.",
      ],
    },
    overland: {
      mode: "overland",
      cardTitle: "Bus",
      cardText:
        "Bus malam, mobil “travel” yang menjemput dan mengantar sampai ke depan pintu, serta mobil sewa dengan sopir melayani jalan antarkota dan ke dataran tinggi.",
      pageTitle: "Rute Darat",
      pageSubtitle:
        "Bus, mobil “travel”, dan mobil carteran di jalanan Sulawesi: waktu tempuh yang realistis dan tarif sesuai temuan.",
      paragraphs: [
        "Jalan di Sulawesi lambat: tanjakan pegunungan, perbaikan jalan, dan sesekali longsor membuat perjalanan 300 km memakan waktu seharian atau semalaman. Bus jarak jauh kebanyakan berangkat malam, misalnya dari Makassar ke Rantepao di Toraja.",
        "“Travel” adalah mobil bersama, biasanya Toyota Kijang atau Avanza, yang menjemput dan mengantar Anda sampai ke depan pintu. Pemesanannya lewat telepon, agen, atau hotel Anda. Di Sulawesi Utara, kursi depan paling mahal dan baris belakang paling murah.",
        "Untuk jarak dekat, menyewa mobil dengan sopir sudah biasa dan, bila dibagi bersama rombongan, sering kali sepadan. Sepakati harga, rute, dan tempat singgah sebelum berangkat.",
      ],
      tips: [
        "Waktu tempuh hanyalah perkiraan: tambahkan beberapa jam untuk rute panjang, terutama di musim hujan.",
        "Bawa baju hangat untuk bus malam ber-AC.",
        "Siapkan uang pecahan kecil untuk ongkos dan tempat makan di jalan; pembayaran dengan kartu jarang bisa di luar kota besar.",
      ],
    },
  },
});
