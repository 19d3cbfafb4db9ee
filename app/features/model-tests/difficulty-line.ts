import { DIFFICULTY_READING } from '~/content/model-tests/difficulty';
import { format } from '~/i18n/messages';

/** What the latest difficulty reading means for her score, in the page's words (`text.difficulty`). */
export const difficultyLine = (template: string): string =>
  format(template, { items: String(DIFFICULTY_READING.items), strong: String(DIFFICULTY_READING.strong) });
