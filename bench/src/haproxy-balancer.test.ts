import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBalancer, type Balancer } from './haproxy-balancer.js';

describe('HAProxy in front of two servers', () => {
  const servers: http.Server[] = [];
  let balancer: Balancer;

  beforeAll(async () => {
    const urls: string[] = [];
    for (const name of ['one', 'two']) {
      const server = http.createServer((request, response) => {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(request.url === '/readyz' ? 'ready' : `${name} ${request.headers['x-forwarded-for'] ?? ''}`);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
      urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
    balancer = await startBalancer(urls);
  });
  afterAll(async () => {
    await balancer?.stop();
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  });

  it('takes turns between the servers and passes the client’s X-Forwarded-For on as it was', async () => {
    const answers: string[] = [];
    for (let request = 0; request < 4; request++) {
      const response = await fetch(`${balancer.baseUrl}/items`, { headers: { 'x-forwarded-for': '10.1.2.3' } });
      answers.push(await response.text());
    }
    expect(new Set(answers)).toEqual(new Set(['one 10.1.2.3', 'two 10.1.2.3']));
  });
});
