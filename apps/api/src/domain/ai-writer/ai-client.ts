import { AI_WRITER_MESSAGES } from '@pp/contract';
import OpenAI from 'openai';
import { aiWriterConfigured, type Env } from '../../config/env';
import { AppError } from '../../lib/errors';

/**
 * The AI writer's model, through the maintained `openai` client (never hand-written HTTP): it speaks
 * the Chat Completions protocol every OpenAI-compatible service (hosted, Ollama, llama.cpp) answers,
 * parses the server-sent stream, and owns the timeout and the retries with their backoff and Retry-After.
 */
export interface AiWriterModel {
  client: OpenAI;
  model: string;
}

/** The configured model, or null when the AI writer is off (AI_BASE_URL, AI_API_KEY, AI_MODEL unset). */
export function createAiWriterModel(env: Env): AiWriterModel | null {
  if (!aiWriterConfigured(env)) return null;
  return {
    client: new OpenAI({
      baseURL: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      timeout: env.AI_TIMEOUT_MS,
      maxRetries: env.AI_MAX_RETRIES,
    }),
    model: env.AI_MODEL!,
  };
}

/** A provider failure as the agent reads it; a model call throws this and nothing else. */
export class ProviderFailure extends AppError {
  override name = 'ProviderFailure';
}

const seconds = (value: string | null | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.ceil(n) : undefined;
};

/**
 * Any error of a model call as a 503 with a sentence the agent can act on: the provider's 429 (its own
 * limit, passed on with its Retry-After), a timeout, a 5xx or no answer at all, and a refused key or
 * unknown model. Never a 500: whatever the provider does, the agent keeps the template draft.
 */
export function providerFailure(error: unknown): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  if (error instanceof OpenAI.RateLimitError) {
    const retryAfter = seconds(error.headers?.get('retry-after'));
    return new ProviderFailure(
      503,
      AI_WRITER_MESSAGES.providerBusy,
      undefined,
      retryAfter ? { retry_after_seconds: retryAfter } : undefined,
    );
  }
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return new ProviderFailure(503, AI_WRITER_MESSAGES.providerTimeout);
  if (
    error instanceof OpenAI.AuthenticationError ||
    error instanceof OpenAI.PermissionDeniedError ||
    error instanceof OpenAI.NotFoundError
  )
    return new ProviderFailure(503, AI_WRITER_MESSAGES.providerRefused);
  return new ProviderFailure(503, AI_WRITER_MESSAGES.providerDown);
}
