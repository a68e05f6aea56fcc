import { useSyncExternalStore } from 'react';

export type GlobalModal = {
  open: () => void;
  close: () => void;
  subscribe: (listener: () => void) => () => void;
  isOpen: () => boolean;
};

/** Open state of a modal any page can open while the root shell renders it. */
export function createGlobalModal(): GlobalModal {
  let opened = false;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    opened = value;
    for (const l of listeners) l();
  };
  return {
    open: () => set(true),
    close: () => set(false),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isOpen: () => opened,
  };
}

export function useGlobalModalOpen(modal: GlobalModal): boolean {
  return useSyncExternalStore(modal.subscribe, modal.isOpen, modal.isOpen);
}

/** The Facebook account card. */
export const facebookModal = createGlobalModal();
/** The marketplace integration modal. */
export const integrationModal = createGlobalModal();
