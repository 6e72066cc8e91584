import { Star } from "lucide-react";

/** Our editorial rating out of 5, e.g. "★ 4.8" (read as "Rated 4.8 out of 5"). */
export function Rating({ value, className = "" }: { value: number; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 text-sm font-semibold text-slate-800 ${className}`}>
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span>
        <span className="sr-only">Rated </span>
        {value.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
    </span>
  );
}
