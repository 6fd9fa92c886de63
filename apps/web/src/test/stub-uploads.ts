import { vi } from 'vitest';

export type SentUpload = { method: string; url: string; headers: Record<string, string>; body: unknown };
type Answer = { status: number; body: unknown };

/**
 * A stand-in for the server behind XMLHttpRequest (the browser's, not our code), as stubApi is for fetch: each
 * request's body is reported sent in halves, then answered from `answer`; every request is recorded.
 */
export const stubUploads = (answer: (sent: SentUpload) => Answer) => {
  const sent: SentUpload[] = [];
  class ServerStandIn extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    private request: SentUpload = { method: 'GET', url: '', headers: {}, body: null };

    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: null };
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }

    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }

    abort() {
      this.dispatchEvent(new Event('abort'));
    }

    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      const { status, body: answerBody } = answer(this.request);
      void Promise.resolve().then(() => {
        for (const loaded of [50, 100])
          this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total: 100 }));
        this.status = status;
        this.responseText = JSON.stringify(answerBody);
        this.dispatchEvent(new Event('load'));
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', ServerStandIn);
  return { sent };
};
