import { Link } from 'react-router';

/** Placeholder top navigation; the full one (scroll state, user menu, mobile menu) comes with issue 2. */
export function TopNav() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-white/90 backdrop-blur">
      <nav className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link to="/" className="font-bold text-brand-700">
          Property Promoter
        </Link>
      </nav>
    </header>
  );
}
