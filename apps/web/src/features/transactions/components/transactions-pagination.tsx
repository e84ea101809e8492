import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { paginationText } from '../utils/format-transaction';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

const pageButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-semibold';

/** Previous, numbered pages, next, and 'Showing X to Y of Z transactions' (PRODUCT.md §2). */
export function TransactionsPagination({ page, pageSize, total, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label="Transactions pages"
      className="flex flex-col items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row"
    >
      <p className="text-sm text-slate-600">{paginationText(page, pageSize, total)}</p>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={cn(pageButton, 'text-slate-700 hover:bg-slate-100 disabled:opacity-40')}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </button>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            className={cn(
              pageButton,
              n === page ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        ))}
        <button
          type="button"
          className={cn(pageButton, 'text-slate-700 hover:bg-slate-100 disabled:opacity-40')}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
          <ChevronRight className="size-4" aria-hidden />
        </button>
      </div>
    </nav>
  );
}
