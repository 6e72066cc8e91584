/**
 * The legal documents' shape, shared by the loader (document.server.ts) and the page
 * (LegalDocument.tsx): a small tree of the Markdown's blocks and inline marks, so the page renders
 * them as React elements (the same markup as the documents had in JSX) and links to the site's own
 * pages stay in the page's edition.
 */

/** A text, or an element of the few kinds the documents use. */
export type LegalNode =
  | string
  | { tag: "p" | "h3" | "ul" | "li" | "strong"; children: LegalNode[] }
  | { tag: "a"; href: string; children: LegalNode[] };

export type LegalSectionTree = { id: string; title: string; body: LegalNode[] };

/** A document: what comes before the first section, and the numbered sections. */
export type LegalTree = { intro: LegalNode[]; sections: LegalSectionTree[] };

export type LegalDocumentName = "privacy" | "terms";

/** What the documents' `{siteName}` and `{contactEmail}` stand for. */
export type LegalContext = { siteName: string; contactEmail: string };
