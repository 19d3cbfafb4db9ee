// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isSearchShortcut, isTypingTarget } from './search-shortcut';

function press(target: Element, init: KeyboardEventInit): KeyboardEvent {
  let seen: KeyboardEvent | undefined;
  const listener = (event: Event) => (seen = event as KeyboardEvent);
  document.addEventListener('keydown', listener);
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
  document.removeEventListener('keydown', listener);
  return seen!;
}

function element(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the search shortcut', () => {
  it('opens with / on the page, also when / needs Shift (German keyboard)', () => {
    expect(isSearchShortcut(press(document.body, { key: '/' }))).toBe(true);
    expect(isSearchShortcut(press(document.body, { key: '/', shiftKey: true }))).toBe(true);
    expect(isSearchShortcut(press(element('<button>x</button>'), { key: '/' }))).toBe(true);
  });

  it('lets / type a slash in text fields, text areas and editable elements', () => {
    for (const html of [
      '<input>',
      '<input type="search">',
      '<textarea></textarea>',
      '<div contenteditable="true"></div>',
    ]) {
      const target = element(html);
      // jsdom does not compute isContentEditable; the browser does.
      if (html.includes('contenteditable'))
        Object.defineProperty(target, 'isContentEditable', { value: true });
      expect(isTypingTarget(target), html).toBe(true);
      expect(isSearchShortcut(press(target, { key: '/' })), html).toBe(false);
    }
    expect(isTypingTarget(element('<input type="checkbox">'))).toBe(false);
  });

  it('opens with Ctrl+K and Cmd+K, even from a text field', () => {
    const input = element('<input>');
    expect(isSearchShortcut(press(input, { key: 'k', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(press(input, { key: 'K', metaKey: true }))).toBe(true);
  });

  it('ignores other keys, other combinations and keys already handled', () => {
    expect(isSearchShortcut(press(document.body, { key: 'k' }))).toBe(false);
    expect(isSearchShortcut(press(document.body, { key: 'k', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(press(document.body, { key: '/', altKey: true }))).toBe(false);
    const handled = new KeyboardEvent('keydown', { key: '/', cancelable: true });
    handled.preventDefault();
    expect(isSearchShortcut(handled)).toBe(false);
  });
});
