import { useSyncExternalStore } from 'react';
import { randomKey } from './random-key';
import { readStored, storageKeys, writeStored } from './session-storage';

/** the banner's types and levels. */
export const alertTypes = ['success', 'warning', 'error', 'delete'] as const;
export type AlertType = (typeof alertTypes)[number];
export const alertLevels = ['primary', 'success', 'warning', 'danger'] as const;
export type AlertLevel = (typeof alertLevels)[number];

export type AlertItem = {
  key: string;
  type: AlertType;
  level: AlertLevel;
  message: string;
  /** Raised while navigating (by a guard): it must survive the route change that follows. */
  keepOnNextRouteChange: boolean;
};

export type AlertInput = { type: AlertType; message: string; level?: AlertLevel };

export const defaultLevel = (type: AlertType): AlertLevel => {
  switch (type) {
    case 'success':
      return 'success';
    case 'warning':
      return 'warning';
    case 'error':
    case 'delete':
      return 'danger';
  }
};

let alerts: readonly AlertItem[] = [];
const listeners = new Set<() => void>();
const emit = (next: readonly AlertItem[]): void => {
  alerts = next;
  for (const listener of listeners) listener();
};

const add = (input: AlertInput, keepOnNextRouteChange: boolean): string => {
  const key = randomKey(16);
  emit([
    ...alerts,
    {
      key,
      type: input.type,
      level: input.level ?? defaultLevel(input.type),
      message: input.message,
      keepOnNextRouteChange,
    },
  ]);
  return key;
};

/** Shows an alert on the current page; it disappears on the next route change. */
export const showAlert = (input: AlertInput): string => add(input, false);

/** Shows an alert that stays through the navigation about to happen (guards, redirects after an action). */
export const flashAlert = (input: AlertInput): string => add(input, true);

const addOnce = (input: AlertInput, keepOnNextRouteChange: boolean): void => {
  const level = input.level ?? defaultLevel(input.type);
  const same = alerts.find(
    (alert) => alert.type === input.type && alert.level === level && alert.message === input.message,
  );
  if (same === undefined) {
    add(input, keepOnNextRouteChange);
    return;
  }
  if (keepOnNextRouteChange && !same.keepOnNextRouteChange) {
    emit(alerts.map((alert) => (alert === same ? { ...alert, keepOnNextRouteChange } : alert)));
  }
};

/**
 * showAlert, unless the same alert is up already. For warnings that several callers may meet at once (every call
 * waiting on one rate-limited refresh); an action's own message still shows each time.
 */
export const showAlertOnce = (input: AlertInput): void => {
  addOnce(input, false);
};

/** flashAlert, unless the same alert is up already: that one is kept through the navigation instead. */
export const flashAlertOnce = (input: AlertInput): void => {
  addOnce(input, true);
};

export const dismissAlert = (key: string): void => {
  emit(alerts.filter((alert) => alert.key !== key));
};

export const clearAlerts = (): void => {
  emit([]);
};

/**
 * The page's warnings and errors once an action has succeeded: what they said is over (a stale warning must not
 * outlive the next good note). Alerts flashed for the navigation about to happen stay.
 */
export const clearProblemAlerts = (): void => {
  const kept = alerts.filter(
    (alert) => alert.keepOnNextRouteChange || (alert.level !== 'warning' && alert.level !== 'danger'),
  );
  if (kept.length !== alerts.length) emit(kept);
};

/** visible alerts are cleared when the route changes; flashed ones are shown on the new route. */
export const clearAlertsOnRouteChange = (): void => {
  emit(
    alerts.filter((alert) => alert.keepOnNextRouteChange).map((alert) => ({ ...alert, keepOnNextRouteChange: false })),
  );
};

export const getAlerts = (): readonly AlertItem[] => alerts;

/** a message kept for the next page load (before a full reload or a move to another host). */
export const storePendingAlert = (message: string): void => {
  writeStored(storageKeys.pendingAlert, message);
};

/** a stored message shows as a danger banner after the load, then leaves storage. */
export const showPendingAlert = (): void => {
  const message = readStored(storageKeys.pendingAlert);
  if (message === null) return;
  writeStored(storageKeys.pendingAlert, null);
  flashAlert({ type: 'error', level: 'danger', message });
};

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useAlerts = (): readonly AlertItem[] => useSyncExternalStore(subscribe, getAlerts, getAlerts);
