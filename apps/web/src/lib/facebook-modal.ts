import { useSyncExternalStore } from 'react';

/** Open state of the Facebook account card (a modal any page can open; the root shell renders it). */
let opened = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  opened = value;
  for (const l of listeners) l();
}

export const facebookModal = {
  open: () => set(true),
  close: () => set(false),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOpen: () => opened,
};

export function useFacebookModalOpen(): boolean {
  return useSyncExternalStore(facebookModal.subscribe, facebookModal.isOpen, facebookModal.isOpen);
}
