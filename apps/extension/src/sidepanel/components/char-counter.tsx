import type { Count } from '@pp/posts';

/** "123 / 280": amber near the limit, red past it. */
export function CharCounter({ count, label }: { count: Count; label: string }) {
  const over = count.remaining < 0;
  return (
    <span
      className={`counter${over ? ' over' : count.remaining < count.limit * 0.1 ? ' near' : ''}`}
      title={`${count.used} of ${count.limit} characters`}
      data-testid={`counter-${label}`}
    >
      {count.used.toLocaleString('en-US')} / {count.limit.toLocaleString('en-US')}
    </span>
  );
}
