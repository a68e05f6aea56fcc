import { useSyncExternalStore } from 'react';

/** Open state of the marketplace integration modal; any page can open it, the shell renders it. */
let opened = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  opened = value;
  for (const l of listeners) l();
}

export const integrationModal = {
  open: () => set(true),
  close: () => set(false),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOpen: () => opened,
};

export function useIntegrationModalOpen(): boolean {
  return useSyncExternalStore(integrationModal.subscribe, integrationModal.isOpen, integrationModal.isOpen);
}
