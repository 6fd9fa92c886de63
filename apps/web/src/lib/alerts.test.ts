import { describe, expect, it } from 'vitest';
import {
  alertLevels,
  alertTypes,
  clearAlertsOnRouteChange,
  defaultLevel,
  flashAlert,
  flashAlertOnce,
  getAlerts,
  showAlert,
  showAlertOnce,
  showPendingAlert,
  storePendingAlert,
} from './alerts';
import { storageKeys } from './session-storage';

describe('alerts', () => {
  it('[A-011] supports the types success, warning, error, delete and the levels primary, success, warning, danger', () => {
    expect(alertTypes).toEqual(['success', 'warning', 'error', 'delete']);
    expect(alertLevels).toEqual(['primary', 'success', 'warning', 'danger']);
    expect(alertTypes.map(defaultLevel)).toEqual(['success', 'warning', 'danger', 'danger']);
    showAlert({ type: 'success', level: 'primary', message: 'Saved' });
    expect(getAlerts()).toMatchObject([{ type: 'success', level: 'primary', message: 'Saved' }]);
  });

  it('[A-011] visible alerts are cleared on a route change; one flashed during the navigation survives it once', () => {
    showAlert({ type: 'warning', message: 'old' });
    flashAlert({ type: 'warning', message: 'from the guard' });
    clearAlertsOnRouteChange();
    expect(getAlerts().map((alert) => alert.message)).toEqual(['from the guard']);
    clearAlertsOnRouteChange();
    expect(getAlerts()).toEqual([]);
  });

  it('[A-011] flashAlertOnce keeps an identical visible alert through the navigation instead of repeating it', () => {
    showAlert({ type: 'warning', message: 'Too Many Requests. Please try again later.' });
    flashAlertOnce({ type: 'warning', message: 'Too Many Requests. Please try again later.' });
    expect(getAlerts()).toHaveLength(1);
    clearAlertsOnRouteChange();
    expect(getAlerts().map((alert) => alert.message)).toEqual(['Too Many Requests. Please try again later.']);
    flashAlertOnce({ type: 'warning', message: 'Another one' });
    expect(getAlerts().map((alert) => alert.keepOnNextRouteChange)).toEqual([false, true]);
  });

  it('[A-011] showAlertOnce does not stack a warning that is up already', () => {
    showAlertOnce({ type: 'warning', message: 'Too Many Requests. Please try again later.' });
    showAlertOnce({ type: 'warning', message: 'Too Many Requests. Please try again later.' });
    expect(getAlerts()).toHaveLength(1);
    showAlertOnce({ type: 'error', message: 'Too Many Requests. Please try again later.' });
    expect(getAlerts()).toHaveLength(2);
  });

  it('[A-012] a stored pending alert is shown as danger after the next load and leaves storage', () => {
    storePendingAlert('Your session has ended.');
    expect(window.localStorage.getItem(storageKeys.pendingAlert)).toBe('Your session has ended.');
    showPendingAlert();
    clearAlertsOnRouteChange(); // the first render of the app
    expect(getAlerts()).toMatchObject([{ level: 'danger', message: 'Your session has ended.' }]);
    expect(window.localStorage.getItem(storageKeys.pendingAlert)).toBeNull();
    showPendingAlert();
    expect(getAlerts()).toHaveLength(1);
  });

  it('[A-013] banner keys are random 16-character strings, distinct even for identical alerts', () => {
    for (let index = 0; index < 50; index += 1) showAlert({ type: 'error', message: 'Same text' });
    const keys = getAlerts().map((alert) => alert.key);
    expect(keys.every((key) => /^[A-Za-z0-9]{16}$/.test(key))).toBe(true);
    expect(new Set(keys).size).toBe(50);
  });
});
