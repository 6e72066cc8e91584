import { Badge } from "~/components/ui/index.tsx";
import { ACTIVITY_LABELS, BUDGET_LEVEL_LABELS, DIFFICULTY_LABELS, labelOf } from "~/features/content/texts.ts";
import { useTexts } from "~/lib/use-locale.ts";

/**
 * The content's values as badges, named in the page's language (features/content/texts.ts): the same
 * markup and colours as the shared DifficultyBadge and BudgetBadge, whose text is the English value.
 */

export function ActivityBadge({ activity }: { activity: string }) {
  const labels = useTexts(ACTIVITY_LABELS);
  return <Badge tone="teal">{labelOf(labels, activity)}</Badge>;
}

/** The spec's colours: Easy green, Moderate yellow, Challenging red. */
export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const labels = useTexts(DIFFICULTY_LABELS);
  return (
    <Badge tone={difficulty === "Easy" ? "green" : difficulty === "Moderate" ? "yellow" : "red"}>
      {labelOf(labels, difficulty)}
    </Badge>
  );
}

/** Luxury has its own colour; the other levels share the default. */
export function BudgetBadge({ level }: { level: string }) {
  const labels = useTexts(BUDGET_LEVEL_LABELS);
  return <Badge tone={level === "Luxury" ? "coral" : "ocean"}>{labelOf(labels, level)}</Badge>;
}
