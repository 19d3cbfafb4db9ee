import { useState, type ComponentProps } from 'react';

interface BuiltMarkupProps extends Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** The markup rendered at build time; empty in a prerendered page's hydration data. */
  html: string;
  /** Where this markup already is in the document (read on hydration only). */
  inDocument: () => Element | null | undefined;
}

/**
 * A `div` of markup rendered at build time from our own content (decision 0003): section blocks,
 * the summary's core tables. A prerendered page's hydration data carries no copy of it
 * (scripts/hydration-data.mjs empties every `html` value): the markup is already in the document,
 * so the first render takes it from there, before React or anything else touches it, and keeps it.
 * A client navigation brings it in its data.
 */
export function BuiltMarkup({ html, inDocument, ...props }: BuiltMarkupProps) {
  const [fromDocument] = useState(() =>
    html === '' && typeof document !== 'undefined' ? (inDocument()?.innerHTML ?? '') : '',
  );
  return (
    // eslint-disable-next-line react/no-danger -- markup rendered at build time from our own content modules by renderToStaticMarkup (escaped by React), never user input; see docs/decisions/0003
    <div {...props} dangerouslySetInnerHTML={{ __html: html || fromDocument }} />
  );
}
