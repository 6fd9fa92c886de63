// React's API as the product's libraries use it, on Preact's compatibility layer (ADR 34).
import { options } from 'preact';
import { createElement } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';
export { act } from 'preact/test-utils';

/**
 * React 19.2's Activity, which Mantine's kept-mounted tab panels and tree nodes use: the children stay mounted
 * (their state kept) and a hidden activity is not displayed. A wrapper that takes no room in the layout.
 */
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

/*
 * Effects run as soon as the render that scheduled them is done, as React runs them, not after the next frame (up
 * to 16 ms later, Preact's default). TipTap's editor relies on that: it destroys an editor whose component has not
 * run its effect within 1 ms, and would build every editor twice.
 */
options.requestAnimationFrame = (flush) => {
  queueMicrotask(flush);
};
