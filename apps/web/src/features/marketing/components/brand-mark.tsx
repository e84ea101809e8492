import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export type Brand = 'zillow' | 'realtor' | 'trulia' | 'redfin' | 'facebook' | 'linkedin' | 'x' | 'reels';

/** Simple letter marks in each platform's colour (design.md: platform colours only in their badges). */
const MARKS: Record<Brand, { bg: string; glyph: ReactNode; label: string }> = {
  zillow: { bg: 'bg-zillow', glyph: 'Z', label: 'Zillow' },
  realtor: { bg: 'bg-realtor', glyph: 'R', label: 'Realtor.com' },
  trulia: { bg: 'bg-trulia', glyph: 'T', label: 'Trulia' },
  redfin: { bg: 'bg-redfin', glyph: 'R', label: 'Redfin' },
  facebook: { bg: 'bg-facebook', glyph: 'f', label: 'Facebook Marketplace' },
  linkedin: { bg: 'bg-linkedin', glyph: 'in', label: 'LinkedIn' },
  x: { bg: 'bg-x', glyph: 'X', label: 'X (Twitter)' },
  reels: {
    bg: 'bg-gradient-to-br from-fuchsia-600 to-orange-500',
    glyph: (
      <svg viewBox="0 0 10 10" className="size-1/2 fill-current" aria-hidden="true">
        <path d="M2 1l7 4-7 4z" />
      </svg>
    ),
    label: 'Reels',
  },
};

export const brandLabel = (brand: Brand) => MARKS[brand].label;

export function BrandMark({
  brand,
  size = 'md',
  className,
}: {
  brand: Brand;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const m = MARKS[brand];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-lg font-bold text-white select-none',
        size === 'sm' && 'size-6 text-xs',
        size === 'md' && 'size-9 text-sm',
        size === 'lg' && 'size-12 text-lg',
        m.bg,
        className,
      )}
    >
      {m.glyph}
    </span>
  );
}

/** A pill with the mark and the platform's name, used in the hero badge row and integrations. */
export function BrandBadge({ brand, note }: { brand: Brand; note?: string }) {
  return (
    <span className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-medium text-slate-700 shadow-xs">
      <BrandMark brand={brand} size="sm" className="rounded-full" />
      {brandLabel(brand)}
      {note ? <span className="text-xs font-normal text-slate-500">{note}</span> : null}
    </span>
  );
}
