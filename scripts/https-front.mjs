/**
 * What docs/deployment.md puts in front of the server in production (nginx `listen 443 ssl` with
 * `http2 on`, or Caddy): TLS and HTTP/2 to the browser, HTTP/1.1 to the app on loopback. For the
 * browser benchmarks (`BENCH_HTTPS=1 pnpm bench:lighthouse`), so a page is measured as a phone
 * gets it from a real deployment; a throw-away self-signed certificate for `localhost` (openssl),
 * which the benchmark's Chromium is told to accept. Not for serving anything.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers of one HTTP/1.1 hop that HTTP/2 forbids (RFC 9113 §8.2.2). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

const selfSignedCertificate = () => {
  const dir = mkdtempSync(join(tmpdir(), 'https-front-'));
  try {
    const request =
      'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=localhost';
    execFileSync(
      'openssl',
      [
        ...request.split(' '),
        ...['-addext', 'subjectAltName=DNS:localhost'],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/**
 * Listens on https://localhost:`port` (HTTP/2, HTTP/1.1 for clients without it) and passes every
 * request to `upstream` (http://host:port) with the X-Forwarded-* headers a proxy adds.
 */
export const startHttpsFront = async (port, upstream) => {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (req, res) => {
      const headers = {};
      for (const [name, value] of Object.entries(req.headers))
        if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
      headers.host = req.headers[':authority'] ?? req.headers.host ?? `localhost:${port}`;
      headers['x-forwarded-proto'] = 'https';
      headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
      const forward = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers,
          agent,
        },
        (answer) => {
          const out = {};
          for (const [name, value] of Object.entries(answer.headers))
            if (!HOP_BY_HOP.has(name)) out[name] = value;
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
        },
      );
      forward.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(forward);
    },
  );
  await new Promise((ready) => server.listen(port, '127.0.0.1', ready));
  return {
    url: `https://localhost:${port}`,
    stop: () => {
      server.close();
      agent.destroy();
    },
  };
};
