import { UserBadge } from "~/features/accounts/components/UserBadge.tsx";

/** A member's user_category badge (the accounts feature's UserBadge). */
export function CategoryBadge({ category }: { category: string }) {
  return <UserBadge category={category} />;
}
