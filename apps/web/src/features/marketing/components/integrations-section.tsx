import { ArrowRight } from 'lucide-react';
import { type Brand, BrandMark, brandLabel } from './brand-mark';

const PULL: Brand[] = ['zillow', 'realtor', 'trulia', 'redfin'];
const PUBLISH: { brand: Brand; note?: string }[] = [
  { brand: 'facebook' },
  { brand: 'linkedin' },
  { brand: 'x' },
  { brand: 'reels', note: '9:16 video' },
];

/** Spec §2 landing section 2: where listings come from and where they go. */
export function IntegrationsSection() {
  return (
    <section aria-labelledby="integrations-title" className="border-y border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="integrations-title" className="text-center text-lg font-semibold text-slate-900">
          Pull from the portals you use. Publish where buyers scroll.
        </h2>
        <div className="mt-8 grid items-center gap-6 md:grid-cols-[1fr_auto_1fr]">
          <Column title="Pull from" items={PULL.map((brand) => ({ brand }))} />
          <ArrowRight className="mx-auto size-6 rotate-90 text-slate-400 md:rotate-0" aria-hidden="true" />
          <Column title="Publish to" items={PUBLISH} />
        </div>
      </div>
    </section>
  );
}

function Column({ title, items }: { title: string; items: { brand: Brand; note?: string }[] }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)]">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <ul className="mt-4 grid grid-cols-2 gap-3">
        {items.map(({ brand, note }) => (
          <li key={brand} className="flex items-center gap-3">
            <BrandMark brand={brand} />
            <span className="text-sm leading-tight font-medium text-slate-800">
              {brandLabel(brand)}
              {note ? <span className="block text-xs font-normal text-slate-500">{note}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
