export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** The encoding to send, from the request's Accept-Encoding: brotli first, then gzip, else as it is. */
export function chosenEncoding(acceptEncoding: string | undefined): AnswerEncoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => quality === undefined || !/^\s*q=0(\.0*)?\s*$/.test(quality))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
