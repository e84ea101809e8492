/** Placeholder footer; the full one (legal column, quick links, copyright) comes with issue 3. */
export function SiteFooter() {
  return <footer className="border-t border-slate-200 py-8 text-center text-sm text-slate-500">Property Promoter</footer>;
}
