import { useEffect } from 'react';

/** The id of the search page's field: the shortcut and the search buttons focus it there. */
export const SEARCH_PAGE_INPUT_ID = 'search-page-input';

/** The shortcuts, as `aria-keyshortcuts` names them on the controls that open the search. */
export const SEARCH_KEYSHORTCUTS = '/ Control+K Meta+K';

const NOT_TYPED = new Set([
  'button',
  'checkbox',
  'radio',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** Whether a key pressed here types text (a text field, a text area, an editable element). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TYPED.has(target.type);
}

/**
 * Whether a key press asks for the search: Ctrl+K or Cmd+K anywhere, `/` wherever it would not
 * type a slash. `/` is Shift+7 on a German keyboard, so Shift does not matter for it.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  const command = event.ctrlKey || event.metaKey;
  if (command) return !event.shiftKey && event.key.toLowerCase() === 'k';
  return event.key === '/' && !isTypingTarget(event.target);
}

/** Calls `open` when the reader presses a search shortcut on the page. */
export function useSearchShortcut(open: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
