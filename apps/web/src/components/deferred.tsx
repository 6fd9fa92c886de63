import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its children from the first time `when` is true, and nothing before. Children that are React.lazy
 * components so load their code only once wanted (a dialog the first page may never open), and stay mounted
 * afterwards, so closing keeps its transition and returns focus as it should.
 */
export const Deferred = ({ when, children }: { when: boolean; children: ReactNode }) => {
  const [wanted, setWanted] = useState(when);
  if (when && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
};
