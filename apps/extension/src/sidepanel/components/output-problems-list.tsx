import type { TPublicOutputProblem } from '@pp/contract';
import { useWebAppUrl } from '../../ui/links';
import { problemSteps } from '../output-problems';

/** What stops an output from going out in the agent's name, each with what to fill in and where. */
export function OutputProblemsList({ problems }: { problems: TPublicOutputProblem[] }) {
  const base = useWebAppUrl('');
  if (problems.length === 0) return null;
  return (
    <div className="alert alert-error" role="alert">
      <p>Before this can be published:</p>
      <ul>
        {problemSteps(problems, base).map((s) => (
          <li key={s.key}>
            {s.message}{' '}
            {s.href ? (
              <a href={s.href} target="_blank" rel="noreferrer">
                Open your profile
              </a>
            ) : (
              <span className="hint">Fill it in under “Whose listing is this?” above.</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
