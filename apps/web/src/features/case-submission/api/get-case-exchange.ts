import { useMutation } from '@tanstack/react-query';
import { isWebUrl, type CaseExchangeAnswer, callerCaseExchangeCases } from '@casebridge/contract/case-submission';
import { showAlert } from '@/lib/alerts';
import { api } from '@/lib/api-client';

/** GET /api/caller/case_exchange/cases (C-010): the network's case exchange, asked for on each click (ADR 14). */
export const caseExchangeKey = ['case-submission', 'case-exchange'] as const;

export const getCaseExchange = (): Promise<CaseExchangeAnswer> => api.call(callerCaseExchangeCases);

export const NOT_A_WEB_ADDRESS_MESSAGE = 'The case exchange link is not a web address, so it was not opened.';

/**
 * Opens the answer's url in a new tab that cannot reach back into this one; anything else is a warning with the
 * server's message (C-010, 2 §8). A failed call is the banner's, as for every action.
 */
export const useOpenCaseExchange = () =>
  useMutation({
    mutationKey: caseExchangeKey,
    mutationFn: getCaseExchange,
    onSuccess: (answer) => {
      if (!answer.success || answer.url === null) {
        showAlert({ type: 'warning', message: answer.message ?? 'The case exchange could not be opened.' });
        return;
      }
      if (!isWebUrl(answer.url)) {
        showAlert({ type: 'warning', message: NOT_A_WEB_ADDRESS_MESSAGE });
        return;
      }
      window.open(answer.url, '_blank', 'noopener,noreferrer');
    },
  });
