// Run as its own process by baseline-server.ts: one bare Fastify route (no hooks, no logger,
// no plugins) answering with the same bytes as Backroom: what the framework itself costs.
import Fastify from 'fastify';
import { readBaselineAnswers } from './baseline-answers.js';

const answers = readBaselineAnswers(process.env.BASELINE_ANSWERS ?? '');
const app = Fastify({ logger: false, keepAliveTimeout: 72_000 });

app.get('/*', (request, reply) => {
  const answer = answers.get(request.url);
  if (answer === undefined) return reply.code(request.url === '/' ? 200 : 404).send();
  if (answer.contentEncoding) void reply.header('content-encoding', answer.contentEncoding);
  return reply.type(answer.contentType).send(answer.body);
});

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
