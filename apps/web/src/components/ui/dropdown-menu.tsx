import { ChevronDown } from 'lucide-react';
import { DropdownMenu as Radix } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Avatar, type AvatarProps } from './avatar';

/**
 * Thin styling over Radix's dropdown menu: opens on click, closes on outside click or Escape,
 * arrow keys move between items. Compose: <DropdownMenu trigger={...}><DropdownItem/>…</DropdownMenu>.
 */
export function DropdownMenu({
  trigger,
  children,
  align = 'end',
  label,
  contentClassName,
}: {
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Accessible name of the menu. */
  label?: string;
  contentClassName?: string;
}) {
  return (
    <Radix.Root modal={false}>
      <Radix.Trigger asChild>{trigger}</Radix.Trigger>
      <Radix.Portal>
        <Radix.Content
          align={align}
          sideOffset={8}
          aria-label={label}
          className={cn(
            'z-50 min-w-56 rounded-[var(--radius-card)] border border-slate-200 bg-white p-1.5 shadow-[var(--shadow-raised)]',
            contentClassName,
          )}
        >
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

export function DropdownItem({ className, ...rest }: ComponentProps<typeof Radix.Item>) {
  return (
    <Radix.Item
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 outline-none select-none',
        'data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900',
        className,
      )}
      {...rest}
    />
  );
}

export function DropdownLabel({ className, ...rest }: ComponentProps<typeof Radix.Label>) {
  return <Radix.Label className={cn('px-2.5 py-2 text-sm', className)} {...rest} />;
}

export function DropdownSeparator({ className, ...rest }: ComponentProps<typeof Radix.Separator>) {
  return <Radix.Separator className={cn('my-1 h-px bg-slate-200', className)} {...rest} />;
}

/**
 * The round button that opens an account menu: the user's small avatar, `children` (the name, or a
 * screen-reader label) and a chevron. Give it as a DropdownMenu's `trigger`; Radix passes it its props.
 */
export function AvatarMenuTrigger({
  avatar,
  className,
  children,
  ...button
}: ComponentProps<'button'> & { avatar: Pick<AvatarProps, 'name' | 'src' | 'loading'> }) {
  return (
    <button
      type="button"
      className={cn(
        'flex items-center rounded-full hover:bg-slate-100 data-[state=open]:bg-slate-100',
        className,
      )}
      {...button}
    >
      <Avatar {...avatar} size="sm" />
      {children}
      <ChevronDown className="size-4 text-slate-500" aria-hidden />
    </button>
  );
}
