/**
 * Until the landing page hydrates (on the visitor's first interaction, see main.tsx), this
 * rotates the prerendered hero word; React then carries on from the same word.
 */
let handoffIndex: number | undefined;

const SELECTOR = '[data-testid="rotating-word"] > span';

export function startPreHydrationRotation(intervalMs: number): () => void {
  const words = Array.from(document.querySelectorAll<HTMLElement>(SELECTOR));
  if (words.length < 2) return () => {};
  let index = 0;
  const id = window.setInterval(() => {
    words[index]?.removeAttribute('data-active');
    index = (index + 1) % words.length;
    words[index]?.setAttribute('data-active', 'true');
    handoffIndex = index;
  }, intervalMs);
  return () => window.clearInterval(id);
}

/** The word the static page showed last, taken once by the hydrated hook. */
export function takeHandoffIndex(): number | undefined {
  const index = handoffIndex;
  handoffIndex = undefined;
  return index;
}
