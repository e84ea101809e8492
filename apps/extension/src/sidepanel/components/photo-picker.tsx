import { PLATFORM_LIMITS } from '@pp/contract';
import { ArrowDownIcon, ArrowUpIcon, CheckIcon } from '../../ui/icons';

/**
 * Which listing photos are used and in what order (Marketplace and reels take up to 20). With
 * `altered`, each chosen photo gets a "Digitally altered" checkbox (the reel labels those photos).
 */
export function PhotoPicker({
  order,
  excluded,
  onToggle,
  onMove,
  altered,
  onAltered,
  fit,
  onFit,
}: {
  order: string[];
  excluded: string[];
  onToggle: (url: string) => void;
  onMove: (url: string, by: -1 | 1) => void;
  altered?: string[];
  onAltered?: (url: string) => void;
  /** Reels: photos shown whole over a blurred copy instead of filling the frame. */
  fit?: string[];
  onFit?: (url: string) => void;
}) {
  const included = order.filter((p) => !excluded.includes(p));
  const max = PLATFORM_LIMITS.facebook_marketplace.photos;
  if (order.length === 0) return <p className="hint">This listing page shows no photos.</p>;
  return (
    <fieldset className="photos">
      <legend>
        Photos{' '}
        <span className="hint">
          {Math.min(included.length, max)} of {order.length} selected
          {included.length > max ? `, first ${max} are used` : ''}
        </span>
      </legend>
      <ol className="photo-grid">
        {order.map((url, i) => {
          const on = !excluded.includes(url);
          const position = included.indexOf(url) + 1;
          return (
            <li key={url} className={`photo${on ? ' on' : ''}`} data-testid="photo">
              <button
                type="button"
                className="photo-toggle"
                aria-pressed={on}
                aria-label={`${on ? 'Exclude' : 'Include'} photo ${i + 1}`}
                onClick={() => onToggle(url)}
              >
                <img src={url} alt="" loading="lazy" width={96} height={72} />
                <span className="photo-check">
                  {on ? position : ''}
                  {on && position === 0 ? <CheckIcon /> : null}
                </span>
              </button>
              <span className="photo-move">
                <button
                  type="button"
                  aria-label={`Move photo ${i + 1} earlier`}
                  disabled={i === 0}
                  onClick={() => onMove(url, -1)}
                >
                  <ArrowUpIcon />
                </button>
                <button
                  type="button"
                  aria-label={`Move photo ${i + 1} later`}
                  disabled={i === order.length - 1}
                  onClick={() => onMove(url, 1)}
                >
                  <ArrowDownIcon />
                </button>
              </span>
              {onAltered && on && position <= max ? (
                <label className="photo-altered">
                  <input
                    type="checkbox"
                    checked={altered?.includes(url) ?? false}
                    onChange={() => onAltered(url)}
                    aria-label={`Photo ${i + 1} is digitally altered`}
                  />
                  Altered
                </label>
              ) : null}
              {onFit && on && position <= max ? (
                <label
                  className="photo-altered"
                  title="Show the whole photo over a blurred copy instead of filling the frame"
                >
                  <input
                    type="checkbox"
                    checked={fit?.includes(url) ?? false}
                    onChange={() => onFit(url)}
                    aria-label={`Show photo ${i + 1} whole`}
                  />
                  Whole
                </label>
              ) : null}
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
