import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's nginx (`apt-get install -y nginx`); the cluster test runs where it is installed. */
export const NGINX_PATH = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) =>
  existsSync(path),
);

export type Nginx = { url: string; stop: () => Promise<void> };

/**
 * nginx on loopback in front of the given instances, as an operator's load balancer: round robin, the client's
 * address and host forwarded, a request id made when the client sent none, and which instance answered in
 * `X-Upstream` (for the test to see both serve). Everything it writes stays under `dir`.
 */
export async function startNginx(options: { port: number; upstreams: number[]; dir: string }): Promise<Nginx> {
  if (!NGINX_PATH) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const { port, upstreams, dir } = options;
  mkdirSync(join(dir, 'temp'), { recursive: true });
  const config = `
daemon off;
master_process off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'temp', 'body')};
  proxy_temp_path ${join(dir, 'temp', 'proxy')};
  fastcgi_temp_path ${join(dir, 'temp', 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'temp', 'uwsgi')};
  scgi_temp_path ${join(dir, 'temp', 'scgi')};
  client_max_body_size 25m;
  upstream casebridge {
${upstreams.map((upstream) => `    server 127.0.0.1:${String(upstream)} max_fails=1 fail_timeout=30s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${String(port)};
    location = /metrics { return 404; }
    location / {
      proxy_pass http://casebridge;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_request_buffering off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const nginx: ChildProcess = spawn(NGINX_PATH, ['-p', dir, '-c', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => {
    nginx.once('exit', () => {
      resolve();
    });
  });
  const url = `http://127.0.0.1:${String(port)}`;
  for (let attempt = 0; ; attempt++) {
    if (nginx.exitCode !== null) throw new Error(`nginx did not start: ${stderr}`);
    const up = await fetch(`${url}/api/health/live`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (attempt > 100) throw new Error(`nginx did not answer: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      nginx.kill('SIGQUIT');
      await exited;
    },
  };
}
