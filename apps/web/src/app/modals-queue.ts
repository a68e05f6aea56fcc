/**
 * Mantine's dialogs (`modals.openConfirmModal` and the rest, ui/dialogs.tsx) are window events its
 * ModalsProvider listens to. The provider and Mantine's Modal load with the first dialog (issue 17), so
 * until then these listeners keep every modal event and ask for the provider; once it listens, the kept
 * events are sent again, in order.
 */
const EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeContextModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

let kept: { type: string; detail: unknown }[] = [];
let listening = false;
let wanted = false;
const onWanted = new Set<() => void>();

function keep(event: Event) {
  if (listening) return;
  kept.push({ type: event.type, detail: (event as CustomEvent).detail });
  wanted = true;
  for (const notify of onWanted) notify();
}

if (typeof window !== 'undefined') for (const type of EVENTS) window.addEventListener(type, keep);

/** Whether a dialog was asked for; `notify` is called when the first one is. Returns the unsubscribe. */
export function whenModalWanted(notify: () => void): () => void {
  if (wanted) notify();
  onWanted.add(notify);
  return () => onWanted.delete(notify);
}

/** Called once the provider listens: sends the kept events to it and keeps no more. */
export function replayKeptModalEvents() {
  listening = true;
  for (const type of EVENTS) window.removeEventListener(type, keep);
  const events = kept;
  kept = [];
  for (const { type, detail } of events) window.dispatchEvent(new CustomEvent(type, { detail }));
}
