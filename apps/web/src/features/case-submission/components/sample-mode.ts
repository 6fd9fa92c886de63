import { createContext, useContext } from 'react';

/**
 * M-031: the process rendered for its own company's admin as a sample case submission: the same page a partner
 * sees, with nothing that writes (no favorite, no internal note, no sending).
 */
export const SampleModeContext = createContext(false);

export const useSampleMode = (): boolean => useContext(SampleModeContext);
