import { showAlert } from './alerts';
import { GENERIC_ERROR_MESSAGE, isApiError } from './api-client';

/** a failed action shows the server's message (or a generic one), unless the client already reacted. */
export const reportError = (error: unknown): void => {
  if (isApiError(error)) {
    if (!error.handled) showAlert({ type: 'warning', message: error.message });
    return;
  }
  console.error(error);
  showAlert({ type: 'warning', message: GENERIC_ERROR_MESSAGE });
};
