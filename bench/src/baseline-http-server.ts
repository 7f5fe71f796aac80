// Run as its own process by baseline-server.ts: the fastest a Node process can answer with the
// same bytes as Backroom, with nothing but node:http, so our figures can be read against what
// Node itself allows.
import http from 'node:http';
import { readBaselineAnswers } from './baseline-answers.js';

const answers = readBaselineAnswers(process.env.BASELINE_ANSWERS ?? '');
const port = Number(process.env.PORT);
const host = process.env.HOST ?? '127.0.0.1';

const server = http.createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (answer === undefined) {
    response.writeHead(request.url === '/' ? 200 : 404, { 'content-length': 0 });
    response.end();
    return;
  }
  response.writeHead(200, {
    'content-type': answer.contentType,
    ...(answer.contentEncoding ? { 'content-encoding': answer.contentEncoding } : {}),
    'content-length': answer.body.length,
  });
  response.end(answer.body);
});
server.keepAliveTimeout = 72_000;
server.listen(port, host);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
