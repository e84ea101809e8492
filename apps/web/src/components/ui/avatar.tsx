import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-20 text-2xl',
} as const;
export type AvatarSize = keyof typeof sizes;

/** Spec §3: first letter of the first word and of the last word, upper case; one word gives one letter. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${first[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase();
}

export interface AvatarProps {
  name?: string | null;
  /** Object URL or address of the photo; falls back to initials if it fails to load. */
  src?: string | null;
  loading?: boolean;
  size?: AvatarSize;
  className?: string;
}

/** Spec §3/§4 avatar: spinner while loading, then the photo, else initials, else a generic user icon. */
export function Avatar({ name, src, loading, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const initials = initialsOf(name);
  const showPhoto = Boolean(src) && failedSrc !== src;
  const base = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800 ring-2 ring-white',
    sizes[size],
    className,
  );
  if (loading) {
    return (
      <span className={base}>
        <Spinner className="size-1/2" label="Loading photo" />
      </span>
    );
  }
  if (showPhoto && src) {
    return (
      <span className={base}>
        <img
          src={src}
          alt={name ? `${name}'s photo` : 'Profile photo'}
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      </span>
    );
  }
  return (
    <span className={base} role="img" aria-label={name || 'User'}>
      {initials ? <span aria-hidden>{initials}</span> : <UserRound className="size-1/2" aria-hidden />}
    </span>
  );
}
