import { useSyncExternalStore } from 'react';

export type ConfirmRequest = {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Destructive actions are red (UI.md). */
  danger?: boolean;
};

type OpenConfirm = ConfirmRequest & { resolve: (confirmed: boolean) => void };

let current: OpenConfirm | null = null;
const listeners = new Set<() => void>();
const emit = (): void => {
  for (const listener of listeners) listener();
};

/** asks the user; resolves true only when they confirm. */
export const confirmAction = (request: ConfirmRequest): Promise<boolean> =>
  new Promise((resolve) => {
    current?.resolve(false);
    current = { ...request, resolve };
    emit();
  });

export const settleConfirm = (confirmed: boolean): void => {
  const open = current;
  current = null;
  emit();
  open?.resolve(confirmed);
};

const getCurrent = (): OpenConfirm | null => current;
const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useConfirmRequest = (): OpenConfirm | null => useSyncExternalStore(subscribe, getCurrent, getCurrent);
