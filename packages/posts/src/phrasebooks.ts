import type { PostLanguage } from '@pp/contract';
import type { Phrasebook } from './phrasebook';
import { ENGLISH } from './phrases-en';
import { SPANISH } from './phrases-es';

const BOOKS: Record<PostLanguage, Phrasebook> = { en: ENGLISH, es: SPANISH };

/** The words of a post in its language (issue 26). */
export const phrasebookFor = (language: PostLanguage = 'en'): Phrasebook => BOOKS[language];
