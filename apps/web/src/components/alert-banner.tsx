import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Alert, Stack, Text, VisuallyHidden } from '@mantine/core';
import { clearAlertsOnRouteChange, dismissAlert, useAlerts, type AlertItem, type AlertLevel } from '@/lib/alerts';

const levelStyle: Record<AlertLevel, { color: string; label: string; mark: string }> = {
  primary: { color: 'blue', label: 'Information', mark: 'i' },
  success: { color: 'green', label: 'Success', mark: '✓' },
  warning: { color: 'yellow', label: 'Warning', mark: '!' },
  danger: { color: 'red', label: 'Error', mark: '✕' },
};

const Banner = ({ alert }: { alert: AlertItem }) => {
  const style = levelStyle[alert.level];
  const urgent = alert.level === 'warning' || alert.level === 'danger';
  return (
    <Alert
      role={urgent ? 'alert' : 'status'}
      variant="light"
      color={style.color}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => {
        dismissAlert(alert.key);
      }}
      data-alert-type={alert.type}
      data-alert-level={alert.level}
      icon={
        <Text span fw={700} aria-hidden="true">
          {style.mark}
        </Text>
      }
    >
      <VisuallyHidden>{style.label}: </VisuallyHidden>
      {alert.message}
    </Alert>
  );
};

/** the shared alert banner; what it shows is cleared when the route changes. */
export const AlertBanner = () => {
  const alerts = useAlerts();
  const location = useLocation();

  // Once per location: StrictMode runs effects twice on mount, and a second clearing would drop the alert a
  // guard flashed for the first page (A-011 clears on route changes, not on re-runs).
  const clearedFor = useRef<string | null>(null);
  useEffect(() => {
    if (clearedFor.current === location.key) return;
    clearedFor.current = location.key;
    clearAlertsOnRouteChange();
  }, [location.key]);

  if (alerts.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" data-testid="alert-banner">
      {alerts.map((alert) => (
        <Banner key={alert.key} alert={alert} />
      ))}
    </Stack>
  );
};
