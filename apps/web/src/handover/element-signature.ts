/**
 * How an element of the server-drawn page is found again in the page the app draws: the same
 * components draw both, but generated ids differ, so elements are matched by what a user sees of
 * them (tag, type, name, accessible label, text).
 */
export type ElementSignature = { tag: string; type: string; name: string; label: string; text: string };

function labelOf(el: Element): string {
  const aria = el.getAttribute('aria-label');
  if (aria) return aria;
  const labelled = el.getAttribute('aria-labelledby');
  if (labelled)
    return labelled
      .split(' ')
      .map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ');
  const labels = (el as HTMLInputElement).labels;
  if (labels?.length) return labels[0].textContent ?? '';
  return el.getAttribute('placeholder') ?? '';
}

/** react-hook-form names the fields; the radios of a segmented control share a generated name and differ by value. */
function nameOf(el: HTMLInputElement | HTMLTextAreaElement): string {
  return el instanceof HTMLInputElement && el.type === 'radio' ? `radio:${el.value}` : el.name;
}

export function signatureOf(el: Element): ElementSignature {
  const field = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
  return {
    tag: el.tagName,
    type: el.getAttribute('type') ?? '',
    name: field ? nameOf(el) : '',
    label: labelOf(el).trim(),
    text: field ? '' : (el.textContent ?? '').trim().slice(0, 80),
  };
}

function same(a: ElementSignature, b: ElementSignature) {
  return (
    a.tag === b.tag && a.type === b.type && a.name === b.name && a.label === b.label && a.text === b.text
  );
}

function visible(el: Element) {
  return el.getClientRects().length > 0;
}

/** The element of `root` with this signature, a visible one first. */
export function findElement(root: HTMLElement, sig: ElementSignature): Element | null {
  const matches = [...root.querySelectorAll(sig.tag)].filter((el) => same(signatureOf(el), sig));
  return matches.find(visible) ?? matches[0] ?? null;
}
