import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a fake provider behaves for the next requests. */
export type FakeProviderMode =
  | 'normal'
  /** 500 with the provider's error body. */
  | 'server-error'
  /** Answers after 5 s: longer than any test's timeout. */
  | 'slow'
  /** Takes the payment, then drops the connection before answering: a lost answer. */
  | 'drop-after-charge';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeReply {
  status: number;
  body: unknown;
}

/**
 * A JSON HTTP server on 127.0.0.1 standing in for a provider outside this machine. Subclasses
 * answer requests; this class owns listening, reading JSON bodies, delays and dropped answers.
 */
export abstract class FakeHttpServer {
  mode: FakeProviderMode = 'normal';
  /** Milliseconds to wait before answering a payment: lets two requests overlap. */
  delayMs = 0;
  private readonly server: Server;
  private readonly open = new Set<ServerResponse>();

  constructor() {
    this.server = createServer((request, response) => void this.receive(request, response));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const response of this.open) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  /** The answer to one request; `charge` says whether it is a payment the modes apply to. */
  protected abstract answer(request: FakeRequest): FakeReply & { charge?: boolean };

  /** The provider's error body for its own 500. */
  protected abstract serverError(): unknown;

  private async receive(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    const url = new URL(request.url ?? '/', 'http://fake');
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = text;
    }
    const isPayment = request.method === 'POST';
    if (isPayment && this.mode === 'server-error') return this.send(response, { status: 500, body: this.serverError() });
    if (isPayment && this.mode === 'slow') {
      this.open.add(response);
      setTimeout(() => this.open.has(response) && this.send(response, { status: 500, body: this.serverError() }), 5_000).unref();
      return;
    }
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const reply = this.answer({ method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: request.headers, body });
    if (reply.charge && this.mode === 'drop-after-charge') {
      response.destroy();
      return;
    }
    this.send(response, reply);
  }

  private send(response: ServerResponse, reply: FakeReply): void {
    this.open.delete(response);
    if (response.destroyed) return;
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  }
}
