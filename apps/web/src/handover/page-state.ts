import { type ElementSignature, findElement, signatureOf } from './element-signature.ts';

type Field = { sig: ElementSignature; value: string; checked: boolean };

/** What the visitor did on the server-drawn page: typed values, the focused field, the control to click again. */
export type PageState = {
  fields: Field[];
  focus: { sig: ElementSignature; start: number | null; end: number | null } | null;
  intent: ElementSignature | null;
};

function isField(el: Element): el is HTMLInputElement | HTMLTextAreaElement {
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
}

/** Reads the state of the server-drawn page in `root`; `intent` is the control to click again. */
export function snapshot(root: HTMLElement, intent: Element | null): PageState {
  const fields: Field[] = [];
  for (const el of root.querySelectorAll('input, textarea')) {
    if (!isField(el) || el.type === 'hidden') continue;
    const changed =
      el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
        ? el.checked !== el.defaultChecked
        : el.value !== el.defaultValue;
    if (changed)
      fields.push({ sig: signatureOf(el), value: el.value, checked: 'checked' in el ? el.checked : false });
  }
  const active = document.activeElement;
  const focus =
    active && root.contains(active) && isField(active)
      ? { sig: signatureOf(active), start: safeSelection(active, 'start'), end: safeSelection(active, 'end') }
      : null;
  return {
    fields,
    focus,
    intent: intent ? signatureOf(intent) : null,
  };
}

function safeSelection(el: HTMLInputElement | HTMLTextAreaElement, edge: 'start' | 'end') {
  try {
    return edge === 'start' ? el.selectionStart : el.selectionEnd;
  } catch {
    return null;
  }
}

/** Sets a value the way typing does, so React (and react-hook-form) see the change. */
function typeInto(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Puts the state back into the app's drawing of the same page, then repeats the click. */
export function restore(root: HTMLElement, state: PageState) {
  for (const field of state.fields) {
    const el = findElement(root, field.sig);
    if (!el || !isField(el)) continue;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.checked !== field.checked) el.click();
    } else typeInto(el, field.value);
  }
  if (state.focus) {
    const el = findElement(root, state.focus.sig);
    if (el && isField(el)) {
      el.focus();
      if (state.focus.start !== null && state.focus.end !== null)
        try {
          el.setSelectionRange(state.focus.start, state.focus.end);
        } catch {
          // Email fields have no selection API.
        }
    }
  }
  if (state.intent) {
    const el = findElement(root, state.intent);
    if (el instanceof HTMLElement) el.click();
  }
}
