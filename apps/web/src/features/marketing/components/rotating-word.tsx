import { useRotatingIndex } from '../hooks/use-rotating-index';

/**
 * All words sit in the same grid cell so the line keeps the widest word's size: the rotation
 * never shifts the layout (CLS). Screen readers get the full list once instead of a live stream.
 */
export function RotatingWord({ words, intervalMs }: { words: string[]; intervalMs: number }) {
  const index = useRotatingIndex(words.length, intervalMs);
  return (
    <>
      <span className="sr-only">{words.join(', ')}</span>
      <span aria-hidden="true" className="inline-grid" data-testid="rotating-word">
        {words.map((word, i) => (
          <span
            key={word}
            data-active={i === index || undefined}
            className="col-start-1 row-start-1 opacity-0 transition-opacity duration-500 data-active:opacity-100"
          >
            {word}
          </span>
        ))}
      </span>
    </>
  );
}
