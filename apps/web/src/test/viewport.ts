/** happy-dom's own control of the window's size (media queries follow it). */
type HappyDomWindow = { happyDOM: { setViewport: (viewport: { width: number; height: number }) => void } };

/** Runs `body` with the window as wide as a phone (390 px), then gives it back its default size. */
export const onAPhone = async (body: () => Promise<void>) => {
  const { happyDOM } = window as unknown as HappyDomWindow;
  happyDOM.setViewport({ width: 390, height: 844 });
  try {
    await body();
  } finally {
    happyDOM.setViewport({ width: 1024, height: 768 });
  }
};
