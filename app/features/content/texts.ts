/**
 * How the content's value lists (constants.ts) read on a page, in both editions (ADR 0036). The
 * values themselves stay English everywhere (files, URLs such as `?activity=Island Hopping`, search
 * filters); only what a reader sees is translated, through these tables.
 */

import { defineTexts } from "~/lib/locale.ts";
import type { ACTIVITIES, ARTICLE_CATEGORIES, BUDGET_LEVELS, DIFFICULTIES } from "./constants.ts";

type Labels<T extends readonly string[]> = Record<T[number], string>;

export const ACTIVITY_LABELS = defineTexts<Labels<typeof ACTIVITIES>>({
  en: {
    Diving: "Diving",
    Culture: "Culture",
    Trekking: "Trekking",
    "Island Hopping": "Island Hopping",
    City: "City",
    Photography: "Photography",
    Beach: "Beach",
    Wildlife: "Wildlife",
    Snorkelling: "Snorkelling",
  },
  id: {
    Diving: "Menyelam",
    Culture: "Budaya",
    Trekking: "Trekking",
    "Island Hopping": "Jelajah Pulau",
    City: "Wisata Kota",
    Photography: "Fotografi",
    Beach: "Pantai",
    Wildlife: "Satwa Liar",
    Snorkelling: "Snorkeling",
  },
});

export const DIFFICULTY_LABELS = defineTexts<Labels<typeof DIFFICULTIES>>({
  en: { Easy: "Easy", Moderate: "Moderate", Challenging: "Challenging" },
  id: { Easy: "Mudah", Moderate: "Sedang", Challenging: "Menantang" },
});

export const BUDGET_LEVEL_LABELS = defineTexts<Labels<typeof BUDGET_LEVELS>>({
  en: { Budget: "Budget", "Mid-range": "Mid-range", Luxury: "Luxury" },
  id: { Budget: "Hemat", "Mid-range": "Menengah", Luxury: "Mewah" },
});

export const ARTICLE_CATEGORY_LABELS = defineTexts<Labels<typeof ARTICLE_CATEGORIES>>({
  en: {
    Diving: "Diving",
    Culture: "Culture",
    Adventure: "Adventure",
    Wellness: "Wellness",
    Conservation: "Conservation",
    Transport: "Transport",
    "Budget Travel": "Budget Travel",
  },
  id: {
    Diving: "Selam",
    Culture: "Budaya",
    Adventure: "Petualangan",
    Wellness: "Kebugaran",
    Conservation: "Konservasi",
    Transport: "Transportasi",
    "Budget Travel": "Wisata Hemat",
  },
});

/** A value's label in one edition; a value the table lacks shows as it is. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return labels[value] ?? value;
}
