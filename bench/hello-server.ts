// The baseline of `npm run bench`: the fastest answer plain Node gives on this machine, so the store's
// figures can be read as a share of what the runtime itself manages.
import http from "node:http";

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error("hello-server: set PORT to a free port");
  process.exit(1);
}

const server = http.createServer((_request, response) => {
  response.writeHead(200, { "content-type": "text/plain", "content-length": "5" });
  response.end("hello");
});
server.listen(port, "127.0.0.1");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
