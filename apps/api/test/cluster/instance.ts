import { startApiProcess } from '../api-process.ts';

/** A start migrates nothing in production, but on a loaded machine a start still takes a while. */
const START_SECONDS = 90;

export type Instance = {
  name: string;
  port: number;
  url: string;
  /** Everything it wrote on stdout and stderr so far. */
  output: () => string;
  /** Sends the signal and waits for the exit; SIGKILL is a crash, SIGTERM a stop. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** The server as an operator runs it, up once it answers (the start-up line is not written at every LOG_LEVEL). */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const server = startApiProcess('server.ts', { ...process.env, ...env });
  const port = Number(env.PORT);
  const output = () => `${server.stdout}${server.stderr}`;
  const state = { ended: false };
  void server.exited.then(() => {
    state.ended = true;
  });
  const deadline = Date.now() + START_SECONDS * 1000;
  for (;;) {
    if (state.ended) throw new Error(`instance ${name} exited at start:\n${output()}`);
    const live = await fetch(`http://127.0.0.1:${String(port)}/api/health/live`).then(
      (response) => response.ok,
      () => false,
    );
    if (live) break;
    if (Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`instance ${name} did not answer within ${String(START_SECONDS)} s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { name, port, url: `http://127.0.0.1:${String(port)}`, output, stop: server.stop };
}
