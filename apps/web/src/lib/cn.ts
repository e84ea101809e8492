import { type ClassValue, clsx } from 'clsx';

/** Joins class names; later Tailwind classes are listed last so they win by source order. */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);
