import { buildAttribution } from '@pp/compliance';
import type { TListing, TRewriteEvent, ZRewriteRequestSchema } from '@pp/contract';
import { postLink } from '@pp/posts';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { complianceContextFor, isMineFor } from '../listings/drafts-for-listing';
import { getOwnListing, pageInfo } from '../listings/find-listings';
import { getUser } from '../users/find-user';
import { type AiWriterModel, providerFailure } from './ai-client';
import { buildRepairMessages, buildRewriteMessages } from './build-prompt';
import { checkVariant, roomFor, type VariantFrame } from './check-variant';
import { quotedExamples } from './voice-examples';

const VARIANTS = 3;
/** An answer this many times the room is a model that ignores the length rule: stop reading it. */
const RUNAWAY = 3;

type RewriteRequest = z.output<typeof ZRewriteRequestSchema>;

/** The link each platform's post carries, as the template drafts print it (postLink's src tag). */
const LINK_SRC = { linkedin: 'li', twitter: 'x', facebook_marketplace: 'fb' } as const;

/**
 * One model call through the client's streaming API. The text is gathered as it arrives and the
 * stream is cut once it runs far past the room it was given (a local model that ignores the limit
 * would otherwise run on). Any failure is the agent's sentence (providerFailure), never a 500.
 */
async function complete(
  model: AiWriterModel,
  messages: ChatCompletionMessageParam[],
  room: number,
  signal: AbortSignal,
): Promise<string> {
  try {
    const stream = await model.client.chat.completions.create(
      { model: model.model, messages, stream: true, temperature: 0.8 },
      { signal },
    );
    let text = '';
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta?.content ?? '';
      if (text.length > room * RUNAWAY) {
        stream.controller.abort();
        break;
      }
    }
    return text;
  } catch (error) {
    throw providerFailure(error);
  }
}

/**
 * What a rewrite of one listing needs, read before anything is streamed so an unknown listing is a
 * plain 404: the listing, the checks' frame (whose listing, our link and credit lines) and the agent's
 * quoted examples when they opted in.
 */
export async function prepareRewrite(
  ctx: AppContext,
  userId: string,
  listingId: string,
  req: RewriteRequest,
) {
  const user = await getUser(ctx.db, userId);
  const row = await getOwnListing(ctx.db, userId, listingId);
  const listing = row.data as TListing;
  const isMine = isMineFor(listing, user, row.is_mine);
  const attribution = buildAttribution({ agent: user, listing, isMine, language: req.language });
  const page = pageInfo(ctx.env.APP_URL, row);
  const link = postLink(listing, page.published ? page.url : null, LINK_SRC[req.platform]);
  const frame: VariantFrame = {
    listing,
    platform: req.platform,
    context: { ...complianceContextFor(listing, user.full_name), isOwnListing: isMine },
    tail: [link, ...attribution.lines],
  };
  const examples = await quotedExamples(ctx.db, userId, user.voice_examples_opt_in);
  return { frame, examples, request: req };
}

/**
 * Three variants, one after another (gentle on a local model, and the first reaches the agent sooner).
 * Each is checked before it is yielded; a variant that fails is asked for once more with the findings,
 * and dropped with its reasons when the second answer fails too: a failing text is never yielded.
 * A provider failure is thrown (the route turns it into a status or an `error` line).
 */
export async function* rewriteVariants(
  model: AiWriterModel,
  job: Awaited<ReturnType<typeof prepareRewrite>>,
  signal: AbortSignal,
): AsyncGenerator<TRewriteEvent> {
  const { frame, examples, request } = job;
  const room = roomFor(frame);
  let shown = 0;
  for (let index = 0; index < VARIANTS; index++) {
    const messages = buildRewriteMessages({
      ...request,
      listing: frame.listing,
      maxChars: room,
      examples,
      variant: index,
    });
    const first = await complete(model, messages, room, signal);
    let checked = checkVariant(first, frame);
    const repaired = checked.problems.length > 0;
    if (repaired) {
      const again = buildRepairMessages(messages, first, checked.problems);
      checked = checkVariant(await complete(model, again, room, signal), frame);
    }
    if (checked.problems.length > 0) {
      yield { type: 'dropped', index, reasons: checked.problems };
      continue;
    }
    shown++;
    const { text, claims, compliance, style } = checked;
    yield { type: 'variant', variant: { index, text, repaired, claims, compliance, style } };
  }
  yield { type: 'done', shown, dropped: VARIANTS - shown };
}
