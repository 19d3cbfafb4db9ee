/** The id of the button that opens the menu; focus returns to it when the menu closes. */
export const MENU_BUTTON_ID = 'menu-button';

/** Delay before the page scrolls to the top after a menu link (specification: 100 ms). */
export const MENU_SCROLL_DELAY_MS = 100;
