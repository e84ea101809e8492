import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from 'lucide-react';
import { IconButton } from './button';

const ARROWS = { row: [ArrowLeft, ArrowRight], column: [ArrowUp, ArrowDown] } as const;

/**
 * "Move earlier" and "Move later" for one item of an ordered list (`what` names it: "photo 2"); the
 * arrows point along the list's `direction`, and the first item cannot move earlier nor the last later.
 */
export function ReorderButtons({
  what,
  index,
  count,
  direction,
  onMove,
}: {
  what: string;
  index: number;
  count: number;
  direction: keyof typeof ARROWS;
  onMove: (to: number) => void;
}) {
  const [Earlier, Later] = ARROWS[direction];
  return (
    <>
      <IconButton
        label={`Move ${what} earlier`}
        icon={Earlier}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      />
      <IconButton
        label={`Move ${what} later`}
        icon={Later}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      />
    </>
  );
}
