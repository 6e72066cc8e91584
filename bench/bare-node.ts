/**
 * Node's own ceiling for item 1: the least a Node HTTP server can do per request. It fetches each
 * page once from our server (gzip) and then answers that URL with the same header block and the
 * same bytes: one Map lookup, one writeHead, one end, no other logic. Our server's throughput
 * against this one shows what its own code costs; against nginx, what Node's HTTP stack costs.
 *
 * Usage: node bench/bare-node.ts <port> <our base URL> <path> [<path> ...]
 */
import { createServer, get, type IncomingMessage } from "node:http";

const [port, base, ...paths] = process.argv.slice(2);
if (!port || !base || paths.length === 0) {
  console.error("Usage: node bench/bare-node.ts <port> <our base URL> <path> [<path> ...]");
  process.exit(2);
}

/** Added by Node to every answer: not copied, or they would be sent twice. */
const ADDED_BY_NODE = new Set(["date", "connection", "keep-alive"]);

const answers = new Map<string, { headers: string[]; body: Buffer }>();
for (const page of paths) {
  // node:http rather than fetch, which would decompress: the gzip bytes themselves are wanted.
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    get(`${base}${page}`, { headers: { "Accept-Encoding": "gzip" } }, resolve).on("error", reject),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const headers: string[] = [];
  for (let i = 0; i < response.rawHeaders.length; i += 2) {
    const name = response.rawHeaders[i]!;
    if (!ADDED_BY_NODE.has(name.toLowerCase())) headers.push(name, response.rawHeaders[i + 1]!);
  }
  answers.set(page, { headers, body: Buffer.concat(chunks) });
}

createServer((req, res) => {
  const answer = answers.get(req.url ?? "");
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, answer.headers);
  res.end(answer.body);
}).listen(Number(port), "127.0.0.1", () => console.log(`bare node on ${port}`));
