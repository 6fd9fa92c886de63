import { createContext, useContext, useEffect } from 'react';

/** Told by a form inside a FormModal whether it holds input the user has not sent yet. */
export const UnsavedInputContext = createContext<(unsaved: boolean) => void>(() => undefined);

/**
 * A form tells the modal around it (if any) whether it holds unsent input, so that Escape or a click outside does
 * not throw away what the user typed (UI.md). Outside a FormModal it does nothing.
 */
export const useReportUnsavedInput = (unsaved: boolean): void => {
  const report = useContext(UnsavedInputContext);
  useEffect(() => {
    report(unsaved);
  }, [report, unsaved]);
  useEffect(
    () => () => {
      report(false);
    },
    [report],
  );
};
