import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { FaqItem } from '../data/faq-items';

/** Spec §2: an accordion where several answers can be open at once. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root
      type="multiple"
      className="divide-y divide-slate-200 rounded-2xl bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-200"
    >
      {items.map((item, i) => (
        <Accordion.Item key={item.question} value={`q${i}`}>
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-base font-semibold text-slate-900 hover:bg-slate-50">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content forceMount className="px-6 pb-5 text-slate-600 data-[state=closed]:hidden">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
