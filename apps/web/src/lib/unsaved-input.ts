import { createContext, useContext, useLayoutEffect } from 'react';

/** Told by a form inside a FormModal whether it holds input the user has not sent yet. */
export const UnsavedInputContext = createContext<(unsaved: boolean) => void>(() => undefined);

/**
 * A form tells the modal around it (if any) whether it holds unsent input, so that Escape or a click outside does
 * not throw away what the user typed (UI.md). Outside a FormModal it does nothing. Told in a layout effect: the
 * modal's new state is rendered before the browser handles the next event, where a passive effect's update could
 * come after it on a busy machine (a loaded CI run closed a filled Missing Partner form on the Escape that followed
 * the typing).
 */
export const useReportUnsavedInput = (unsaved: boolean): void => {
  const report = useContext(UnsavedInputContext);
  useLayoutEffect(() => {
    report(unsaved);
  }, [report, unsaved]);
  useLayoutEffect(
    () => () => {
      report(false);
    },
    [report],
  );
};
