/** Space below a billing page so its last button is never under the floating chat widget. */
export const CHAT_WIDGET_ROOM = 96;
