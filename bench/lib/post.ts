import http from 'node:http';

// The load generator shares the process (and the 2 cores) with the servers it measures; plain
// node:http over kept-alive sockets costs it far less per request than fetch's streams.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs `body` and resolves with the status once the whole answer is read. */
export function post(url: string, body: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
