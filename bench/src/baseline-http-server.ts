// Run as its own process by baseline-server.ts: the fastest a Node process can answer one fixed
// item, with nothing but node:http, so our figures can be read against what Node itself allows.
import http from 'node:http';

const body = Buffer.from(process.env.BASELINE_BODY ?? '{}');
const port = Number(process.env.PORT);
const host = process.env.HOST ?? '127.0.0.1';

const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(port, host);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
