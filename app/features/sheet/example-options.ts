/** A worked example's question split into the question itself and its answer options. */
export interface QuestionWithOptions {
  question: string;
  options: string[];
}

/** Where the options begin: ` a) ` at the start or after a space. */
const FIRST_OPTION = /(?:^|\s)a\)\s/;
/** The separator between options: ` · ` or ` – ` before the next letter, e.g. `· b) `. */
const NEXT_OPTION = /\s[·–]\s(?=[a-z]\)\s)/;

/**
 * The content writes a multiple-choice question on one line (`Lücke (1): a) Ihr · b) Ihre · c) Ihren`,
 * or a gap of the example text as `(1) a) Ihr – b) Ihre – c) Ihren`);
 * on a phone that runs together, so the options are listed one per line. A prompt without at least
 * two options stays as it is.
 */
export function splitOptions(prompt: string): QuestionWithOptions {
  const start = prompt.search(FIRST_OPTION);
  if (start < 0) return { question: prompt, options: [] };
  const options = prompt.slice(start).trim().split(NEXT_OPTION);
  if (options.length < 2) return { question: prompt, options: [] };
  return { question: prompt.slice(0, start).trim(), options };
}
