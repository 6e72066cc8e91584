import type { Toast } from "~/lib/toast.ts";

/**
 * The texts of the transport update, partner and contact forms (the specification's, sections 5 and
 * 8): labels, hints, buttons, messages and toasts, in one place for translation.
 */

/** Headings of the route list's groups: the spec's routes first, then every route the site lists, by mode. */
export const ROUTE_GROUP_LABELS = {
  common: "Common routes",
  flights: "Flights",
  ferries: "Ferries and boats",
  overland: "Overland",
} as const;

export const PARTNER_CONTACT_HINT = "An email address or a WhatsApp number: at least one, so we can reach you.";

export const PARTNER_CONTACT_FIELD_ERROR = "Please give an email address or a WhatsApp number.";

/** A travel date after today in Sulawesi (WITA) is refused: "last checked" may come from it. */
export const TRAVEL_DATE_FUTURE_ERROR =
  "Travel date can't be in the future. Enter the day you made the trip (today or earlier).";

export const formTexts = {
  updateMissing: {
    title: "Missing Information",
    description: "Please fill in all required fields.",
    variant: "destructive",
  },
  updateSuccess: {
    title: "Update submitted successfully!",
    description: "Thank you for helping fellow travelers. We'll review your update and publish it within 24 hours.",
  },
  partnerMissing: {
    title: "Missing Information",
    description: "Please fill in company name and routes served.",
    variant: "destructive",
  },
  partnerContactMissing: {
    title: "How can we reach you?",
    description: "Please give an email address or a WhatsApp number, so we can contact you about your request.",
    variant: "destructive",
  },
  partnerSuccess: {
    title: "Partnership request submitted!",
    description: "Thank you for your interest. We'll contact you within 48 hours.",
  },
  contactMissing: { title: "Missing Information", description: "Please fill in all fields.", variant: "destructive" },
  contactSuccess: {
    title: "Message sent!",
    description: "Thanks for getting in touch. We'll get back to you within 24 hours.",
  },
  invalid: {
    title: "Please check the form",
    description: "Some answers need a correction: see the marked fields.",
    variant: "destructive",
  },
  error: { title: "Error", description: "Something went wrong. Please try again.", variant: "destructive" },
} satisfies Record<string, Toast>;

export const SUBMITTING_TEXT = "Submitting...";

/** Above the update and partner forms (issue 28: it read "Fields marked * as required are required." without styles). */
export const REQUIRED_FIELDS_NOTE = "Fields marked with an asterisk (*) are required.";

/** Under each required field left empty (the server's answer, and the form script's before sending). */
export const REQUIRED_FIELD_MESSAGE = "This field is required.";

/** Labels of the /partners reach figures, each after its counted "N+" figure. */
export const PARTNER_REACH_LABELS = { partners: "partner operators", routes: "routes" } as const;

/** The /contact form: its fields' labels, hints and examples, its button and busy text. */
export const CONTACT_FORM_TEXTS = {
  heading: "Send us a Message",
  intro: "We'll get back to you within 24 hours",
  fields: {
    first_name: {
      label: "First Name",
    },
    last_name: {
      label: "Last Name",
    },
    email: {
      label: "Email",
    },
    subject: {
      label: "Subject",
    },
    message: {
      label: "Message",
    },
  },
  busy: "Sending...",
  submit: "Send Message",
} as const;

/** The /submit-update form: its fields' labels, hints and examples, its button and busy text. */
export const UPDATE_FORM_TEXTS = {
  heading: "Transport Update",
  fields: {
    name: {
      label: "Your Name",
    },
    route: {
      label: "Route",
      placeholder: "Select a route",
    },
    travel_date: {
      label: "Travel Date",
    },
    price: {
      label: "Price",
      placeholder: "e.g. IDR 350,000",
    },
    operator: {
      label: "Operator",
      placeholder: "e.g. Pelni, Lion Air, Bintang Utara",
    },
    changes: {
      label: "What changed?",
      hint: "New price, timetable, operator, road or port conditions: the more detail, the better.",
    },
    evidence_url: {
      label: "Evidence URL",
      placeholder: "https://",
      hint: "A link to a photo of the ticket or timetable, or the operator's announcement (optional).",
    },
  },
  submit: "Submit Update",
} as const;

/** The /partners form: its fields' labels, hints and examples, its button and busy text. */
export const PARTNER_FORM_TEXTS = {
  heading: "Partnership Request",
  contactLegend: "How can we reach you?",
  fields: {
    company: {
      label: "Company Name",
    },
    routes: {
      label: "Routes Served",
      hint: "For example: Makassar - Bone (daily bus), Ampana - Togean Islands (ferry).",
    },
    email: {
      label: "Email",
    },
    whatsapp: {
      label: "WhatsApp Number",
      placeholder: "+62 812 3456 7890",
    },
    pricing_link: {
      label: "Pricing Link",
      placeholder: "https://",
      hint: "A page or document with your current prices (optional).",
    },
    notes: {
      label: "Notes",
    },
  },
  submit: "Submit Request",
} as const;

/** The traveller updates on a transport hub page; texts around a value or link are kept in parts. */
export const TRAVELLER_UPDATES_TEXTS = {
  heading: "Traveller updates",
  introBefore: "Recent changes to routes from ",
  introAfter: " reported by travellers and checked by us.",
  reportLink: "Report a change",
  empty: "No traveller updates for these routes yet.",
  published: "Published ",
  travelled: "· travelled ",
  operator: "Operator: ",
  price: "Price: ",
} as const;

/** The /contact page around its form: meta, header, side cards and the frequently asked links. */
export const CONTACT_PAGE_TEXTS = {
  metaTitle: "Contact us",
  metaDescription:
    "Questions about travelling in Sulawesi, corrections to our routes and prices, or partnership ideas: email or message us on WhatsApp.",
  crumb: "Contact",
  title: "Get in Touch",
  subtitle:
    "Questions about a trip, a correction to our routes and prices, or an idea for working together: we read every message.",
  email: "Email",
  whatsapp: "WhatsApp",
  whatsappNewTab: " (opens WhatsApp in a new tab)",
  location: "Location",
  basedIn: "Based in Indonesia",
  serving: "Serving travelers worldwide",
  responseTime: "Response time",
  responseHours: "24-48 hours",
  faqHeading: "Frequently Asked",
  faqIntro: "Many questions already have an answer on the site:",
  faqLinks: {
    transport: { label: "Transport Hub", text: "Routes, prices and timetables for flights, ferries and buses." },
    submitUpdate: { label: "Submit an Update", text: "Found a new price or schedule? Tell us and we will check it." },
    community: { label: "Community", text: "Ask other travellers and share what you found on the road." },
  },
} as const;

/** The /partners page around its form: meta, header and section headings. */
export const PARTNERS_PAGE_TEXTS = {
  metaTitle: "Partner with us",
  metaDescription:
    "Ferry, bus, car and boat operators in Sulawesi: list your routes and prices in the guide travellers use to plan their trips.",
  crumb: "Partners",
  title: "Partner With Us",
  subtitle:
    "Run ferries, buses, boats or transfers in Sulawesi? List your routes in the guide travelers use to plan their trips.",
  reachHeading: "Our reach",
  benefitsHeading: "Why partner with us",
  nextStepsHeading: "Next steps",
} as const;

/** The /submit-update page around its form: meta, header and how updates are handled. */
export const SUBMIT_UPDATE_PAGE_TEXTS = {
  metaTitle: "Submit a transport update",
  metaDescription:
    "Took a ferry, bus or flight in Sulawesi recently? Tell us what changed (prices, timetables, operators) and help fellow travellers.",
  crumb: "Submit Update",
  title: "Submit a Transport Update",
  subtitle:
    "Prices, timetables and operators change often. Tell us what you found on the road and help fellow travelers plan with confidence.",
  handlingLabel: "How updates are handled",
  handling: {
    reviewed: {
      title: "Reviewed within 24 hours",
      text: "We check every update against other reports and the operators before it goes into the guide.",
    },
    private: { title: "Your details stay private", text: "We publish the route information, never your name." },
    helps: {
      title: "Helps fellow travelers",
      text: "Fresh prices and timetables save others hours at ports and bus terminals.",
    },
  },
} as const;

/** The refusal of a form sent too often from one address. */
export const FORM_LIMIT_TEXTS = {
  title: "Too many attempts",
  description: (wait: string) =>
    `You have sent this form several times in a short while. Please wait ${wait} and try again.`,
} as const;
