import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** The product mark (a house with an outgoing arrow) and name; links home. */
export function BrandLogo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn('flex items-center gap-2 font-bold tracking-tight text-slate-900', className)}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path d="M8 15.5 16 9l8 6.5V24a1 1 0 0 1-1 1h-4.5v-5h-5v5H9a1 1 0 0 1-1-1z" className="fill-white" />
        <circle cx="24" cy="9" r="4" className="fill-accent-500" />
      </svg>
      <span className="text-lg">Property Promoter</span>
    </Link>
  );
}
