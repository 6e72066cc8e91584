import type { ReactNode } from "react";

/** The white card that holds the sign-in pages' forms and messages. */
export function AuthCard({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 ${className}`}>{children}</div>
  );
}
