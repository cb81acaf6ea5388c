import net from "node:net";

/**
 * A TCP proxy on loopback in front of a server (PostgreSQL in the fault tests) that can add latency, cut or reset
 * its connections, and refuse new ones for a while: a slow or broken network, or a database restarting.
 */
export async function startTcpFaultProxy(target: { host: string; port: number }) {
  let latencyMs = 0;
  let refusing = false;
  let cutAfter: ((chunk: Buffer) => boolean) | null = null;
  const pairs = new Set<[net.Socket, net.Socket]>();

  const relay = (from: net.Socket, to: net.Socket, toServer: boolean) => {
    from.on("data", (chunk: Buffer) => {
      if (toServer && cutAfter?.(chunk)) {
        cutAfter = null;
        to.write(chunk, () => {
          from.resetAndDestroy();
          to.resetAndDestroy();
        });
        return;
      }
      if (latencyMs === 0) {
        to.write(chunk);
        return;
      }
      // Paused while the chunk waits, so the bytes keep their order.
      from.pause();
      setTimeout(() => {
        if (!to.destroyed) to.write(chunk);
        from.resume();
      }, latencyMs);
    });
  };
  const server = net.createServer((client) => {
    if (refusing) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    relay(client, upstream, true);
    relay(upstream, client, false);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) {
      socket.on("close", close);
      socket.on("error", close);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    /** Delay every chunk this long, each way. */
    setLatency(ms: number) {
      latencyMs = ms;
    },
    /** Reset every open connection (both ends see ECONNRESET). */
    resetAll() {
      for (const [client, upstream] of [...pairs]) {
        client.resetAndDestroy();
        upstream.resetAndDestroy();
      }
    },
    /** Reset one open connection, chosen at random. */
    resetOne() {
      const all = [...pairs];
      const pair = all[Math.floor(Math.random() * all.length)];
      pair?.[0].resetAndDestroy();
      pair?.[1].resetAndDestroy();
    },
    /** Reset the connection that next sends the server a chunk `match` accepts, once that chunk is on its way. */
    cutAfter(match: (chunk: Buffer) => boolean) {
      cutAfter = match;
    },
    /** While on, new connections are reset at once, as by a database that is down. */
    refuse(on: boolean) {
      refusing = on;
    },
    openConnections: () => pairs.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const [client, upstream] of pairs) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
