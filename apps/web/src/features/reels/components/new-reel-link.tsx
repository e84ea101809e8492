import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export const NEW_REEL_PATH = '/dashboard/create-reel/new';

/** The way into the New reel form. */
export function NewReelLink({ className }: { className?: string }) {
  return (
    <Link to={NEW_REEL_PATH} className={buttonClasses('primary', 'md', className)}>
      <Plus className="size-4" aria-hidden />
      New reel
    </Link>
  );
}
