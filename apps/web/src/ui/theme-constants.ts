/** Spec 9: modal confirm button colour. */
export const CONFIRM_COLOR = '#313b50';
/** Spec 9: toast duration and alert auto-close. */
export const TOAST_MS = 1500;
