import { cn } from '../../../lib/cn';

const TONES = {
  solid: 'bg-brand-700 text-white',
  soft: 'bg-brand-50 text-brand-800 ring-1 ring-brand-200',
} as const;

/** The round number before a step of the post-sign-up and post-sign-in instructions. */
export function StepNumber({ n, tone }: { n: number; tone: keyof typeof TONES }) {
  return (
    <span
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold',
        TONES[tone],
      )}
    >
      {n}
    </span>
  );
}
