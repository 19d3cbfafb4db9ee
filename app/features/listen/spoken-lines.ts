/** One thing to say: its text, who says it (dialogues; empty otherwise) and where it is shown. */
export interface SpokenLine {
  text: string;
  speaker: string;
  element: Element;
}

/** The text of a marked element as read aloud: what the page shows, without markup or extra spaces. */
export function spokenText(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A marked element as a line to say (its speaker from `data-say-line`, if any). */
export function lineOf(element: Element): SpokenLine {
  return { text: spokenText(element), speaker: element.getAttribute('data-say-line') ?? '', element };
}

/**
 * The lines a "whole text" control reads: the lines marked `data-say-line` in its figure (the text
 * of an example or a task, the e-mail of a model answer, the lines of a dialogue), in order.
 */
export function wholeText(title: Element): SpokenLine[] {
  const figure = title.closest('figure');
  if (!figure) return [];
  return Array.from(figure.querySelectorAll('[data-say-line]'), lineOf).filter((line) => line.text);
}

/** The speakers of a figure's dialogue in the order they first speak (none outside dialogues). */
export function speakersOf(element: Element): string[] {
  const figure = element.closest('figure');
  if (!figure) return [];
  const speakers = Array.from(figure.querySelectorAll('[data-say-line]'), (el) => lineOf(el).speaker);
  return [...new Set(speakers.filter(Boolean))];
}
