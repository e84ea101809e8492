import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (clsx: strings, conditionals, arrays) and resolves Tailwind conflicts with
 * tailwind-merge, so a caller's `className` overrides a primitive's default (`p-4` after `p-6`
 * leaves only `p-4`) whatever order Tailwind emits the two in its CSS.
 */
export const cn = (...inputs: ClassValue[]) => twMerge(clsx(inputs));
