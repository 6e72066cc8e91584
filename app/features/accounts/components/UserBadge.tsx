import { Badge, type BadgeTone } from "~/components/ui/index.tsx";
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
  return <Badge tone={TONES[value]}>{USER_CATEGORY_LABELS[value]}</Badge>;
}
