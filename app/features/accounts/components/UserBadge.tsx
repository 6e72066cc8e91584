import { Badge, type BadgeTone } from "~/components/ui/index.tsx";
import { useTexts } from "~/lib/use-locale.ts";
import { isUserCategory, type UserCategory } from "../constants.ts";
import { USER_CATEGORY_LABELS } from "../texts.ts";

const TONES: Record<UserCategory, BadgeTone> = {
  traveller: "ocean",
  "local-guide": "teal",
  photographer: "coral",
  blogger: "sand",
  business: "yellow",
};

/** The profile's user_category as a badge ("Traveller", "Local Guide", ...); unknown values show as Traveller. */
export function UserBadge({ category }: { category: UserCategory | string | null | undefined }) {
  const value: UserCategory = isUserCategory(category) ? category : "traveller";
  const labels = useTexts(USER_CATEGORY_LABELS);
  return <Badge tone={TONES[value]}>{labels[value]}</Badge>;
}
