import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { usePageMeta } from '../../features/marketing';

/** The catch-all route: a friendly 404 with the way back. */
export default function NotFound() {
  usePageMeta('/404');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 pt-36 pb-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-lg text-slate-600">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          <Home className="size-5" aria-hidden="true" />
          Back to home
        </Link>
        <Link to="/contact-us" className={buttonClasses('secondary', 'lg')}>
          Contact us
        </Link>
      </div>
    </section>
  );
}
