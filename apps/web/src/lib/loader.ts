import { useSyncExternalStore } from 'react';

/** the shared loader overlay shows while at least one blocking request runs. */
let pending = 0;
const listeners = new Set<() => void>();
const emit = (): void => {
  for (const listener of listeners) listener();
};

export const isLoaderVisible = (): boolean => pending > 0;

/** Shows the overlay for as long as the work runs, and hides it however the work ends. */
export const withLoader = async <T>(work: () => Promise<T>): Promise<T> => {
  pending += 1;
  emit();
  try {
    return await work();
  } finally {
    pending -= 1;
    emit();
  }
};

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useLoaderVisible = (): boolean => useSyncExternalStore(subscribe, isLoaderVisible, isLoaderVisible);
