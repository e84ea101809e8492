import { z } from 'zod';

/**
 * The languages a post is written in (issue 26): English, and Spanish as written for the US Hispanic
 * market (es-US: US dollars, US number and date conventions). Chosen per post, with a profile default.
 */
export const POST_LANGUAGES = ['en', 'es'] as const;
export type PostLanguage = (typeof POST_LANGUAGES)[number];

/** Each language in its own words: an agent choosing Spanish reads "Español" whatever the page's language. */
export const POST_LANGUAGE_LABELS: Record<PostLanguage, string> = { en: 'English', es: 'Español' };

export const ZPostLanguageSchema = z.enum(POST_LANGUAGES, {
  error: 'Must be "en" (English) or "es" (Spanish)',
});
