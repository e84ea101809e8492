import {
  AI_WRITER_MESSAGES,
  type DraftTone,
  type PostLanguage,
  type PublishPlatform,
  type TRewriteVariant,
} from '@pp/contract';
import { useEffect, useRef, useState } from 'react';
import { send } from '../../common/messages';
import { REWRITE_PORT, type RewritePortMessage, type RewritePortRequest } from '../../common/rewrite-port';

/** Whether this server offers the AI writer; asked once per panel (false until it says so). */
function useAiWriterAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let live = true;
    send('api:request', { path: '/ai-writer' })
      .then((r) => {
        const data = (r.body as { data?: { available?: unknown } } | null)?.data;
        if (live) setAvailable(r.ok && data?.available === true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return available;
}

/** The warnings a variant carries, in words: unsupported claims, Fair Housing notes, clichés. */
const notesOf = (v: TRewriteVariant): string[] => [
  ...v.claims.map((c) => c.reason),
  ...v.compliance.filter((f) => f.phrase).map((f) => `“${f.phrase}”: ${f.reason}`),
  ...v.style.map((s) => `“${s.phrase}”: ${s.reason} ${s.alternative}`),
];

/**
 * "Rewrite" under the editor (issue 26), shown only when the server offers the AI writer: the variants
 * stream in as the server checks them (each already passed the claim and Fair Housing checks), and
 * "Use this" puts one in the editor, where the panel checks it again like any edit. Nothing replaces the
 * draft unless the agent chooses, so a failure leaves the template text as it was.
 */
export function RewriteVariants(props: {
  listingId: string | null;
  platform: PublishPlatform;
  tone: DraftTone;
  language: PostLanguage;
  onChoose: (text: string) => void;
}) {
  const available = useAiWriterAvailable();
  const [variants, setVariants] = useState<TRewriteVariant[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const port = useRef<chrome.runtime.Port | null>(null);
  useEffect(() => () => port.current?.disconnect(), []);
  if (!available || !props.listingId) return null;

  const finish = (message: string | null) => {
    setBusy(false);
    setNote(message);
    port.current?.disconnect();
    port.current = null;
  };
  const onMessage = (m: RewritePortMessage) => {
    if (m.type === 'variant') setVariants((list) => [...list, m.variant]);
    else if (m.type === 'done')
      finish(
        m.shown === 0
          ? AI_WRITER_MESSAGES.noVariant
          : m.dropped > 0
            ? `${m.dropped} of 3 failed the fact or Fair Housing check and are not shown.`
            : null,
      );
    else if (m.type !== 'dropped') finish(m.message);
  };
  const rewrite = () => {
    port.current?.disconnect();
    setVariants([]);
    setNote(null);
    setBusy(true);
    const p = chrome.runtime.connect({ name: REWRITE_PORT });
    port.current = p;
    p.onMessage.addListener(onMessage);
    p.onDisconnect.addListener(() => setBusy(false));
    const { listingId, platform, tone, language } = props;
    p.postMessage({ listing_id: listingId!, platform, tone, language } satisfies RewritePortRequest);
  };

  return (
    <section className="rewrite" aria-label="AI rewrite" aria-live="polite">
      <button type="button" className="btn btn-secondary btn-sm" onClick={rewrite} disabled={busy}>
        {busy ? 'Rewriting…' : 'Rewrite'}
      </button>
      {note && <p className="empty">{note}</p>}
      {variants.length > 0 && (
        <ul className="rewrite-list">
          {variants.map((v, i) => (
            <li key={v.index} className="rewrite-variant">
              <h3>Variant {i + 1}</h3>
              <p className="rewrite-text">{v.text}</p>
              {notesOf(v).map((n) => (
                <p key={n} className="finding-suggestion">
                  {n}
                </p>
              ))}
              <button type="button" className="btn btn-primary btn-sm" onClick={() => props.onChoose(v.text)}>
                Use this
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
