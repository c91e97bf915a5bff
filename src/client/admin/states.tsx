import type { LucideIcon } from 'lucide-react';
/** What is missing and what to do about it. */
export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <Icon className="size-9 text-brand-700" aria-hidden />
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children && <div className="max-w-md text-sm text-slate-700">{children}</div>}
    </div>
  );
}

/** A section of the console: its <h2>, the summary under it and, on a wide screen, the actions. */
export function AdminSection({
  id,
  title,
  summary,
  liveSummary = false,
  actions,
  children,
}: {
  id: string;
  title: string;
  summary: React.ReactNode;
  /** The summary follows the list (a count): screen readers say it when it changes. */
  liveSummary?: boolean;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const titleId = `admin-${id}-title`;
  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={titleId} className="text-xl font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-sm text-slate-700" aria-live={liveSummary ? 'polite' : undefined}>
            {summary}
          </p>
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
