import { MESSAGES } from '@pp/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useDeleteVoiceExamples } from '../api/delete-voice-examples';
import { useAiWriterStatus } from '../api/get-ai-writer-status';
import { useUpdateVoiceSetting } from '../api/update-voice-setting';

const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : MESSAGES.unexpectedError);

/**
 * The AI writer's "your voice" choice (issue 26): opt in, per agent, to the agent's own published and
 * edited posts being quoted to the model as style examples; see exactly what is kept; delete it. Shown
 * only where this server offers Rewrite: without an AI provider there is nothing to choose.
 */
export function StyleExamplesCard() {
  const status = useAiWriterStatus();
  const update = useUpdateVoiceSetting();
  const remove = useDeleteVoiceExamples();
  if (!status.data?.available) return null;
  const { use_my_posts: on, examples } = status.data;
  const busy = update.isPending || remove.isPending;
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Your voice in Rewrite</h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">
        Rewrite can learn your style from posts you published or edited. Only you can turn this on, and
        turning it off deletes what was kept.
      </p>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600"
          checked={on}
          disabled={busy}
          onChange={(e) =>
            update.mutate(e.target.checked, {
              onSuccess: (res) => notify.success(res.message),
              onError: (err) => notify.error(messageOf(err)),
            })
          }
        />
        <span>Use my posts as style examples</span>
      </label>
      {on ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">
            {examples.length === 0
              ? 'No examples kept yet'
              : `${examples.length} ${examples.length === 1 ? 'example' : 'examples'} kept`}
          </h3>
          {examples.length > 0 && (
            <>
              <ul className="mt-2 max-h-60 space-y-2 overflow-y-auto">
                {examples.map((e) => (
                  <li
                    key={e.id}
                    className="whitespace-pre-line break-words rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
                  >
                    {e.text}
                  </li>
                ))}
              </ul>
              <Button
                variant="secondary"
                className="mt-3"
                disabled={busy}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: (res) => notify.success(res.message),
                    onError: (err) => notify.error(messageOf(err)),
                  })
                }
              >
                Delete my examples
              </Button>
            </>
          )}
        </div>
      ) : null}
    </Card>
  );
}
