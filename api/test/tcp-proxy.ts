import net from "node:net";

/**
 * A TCP proxy in front of the test PostgreSQL server, to cut the database off as a network would:
 * "blackhole" keeps every connection open but carries nothing (a partition, a dead host), "refuse"
 * closes every connection and the port (a server that is down), "drop" accepts connections and closes
 * them (a proxy or port mapping whose database is down), "pass" carries traffic again.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private mode: "pass" | "blackhole" | "refuse" | "drop" = "pass";
  /** Connections accepted so far. */
  accepted = 0;
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private readonly held = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<number> {
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    return this.port;
  }

  private accept(client: net.Socket) {
    this.accepted++;
    client.on("error", () => {});
    if (this.mode === "drop") return void client.destroy();
    if (this.mode !== "pass") {
      this.held.add(client); // held open, never answered
      client.on("close", () => this.held.delete(client));
      return;
    }
    const upstream = net.connect({ host: this.host, port: this.targetPort });
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    const pair: [net.Socket, net.Socket] = [client, upstream];
    this.pairs.add(pair);
    const drop = () => this.pairs.delete(pair);
    client.on("close", () => (drop(), upstream.destroy()));
    upstream.on("close", () => (drop(), client.destroy()));
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /** Connections stay open and new ones are accepted, but no byte goes through either way. */
  blackhole(): void {
    this.mode = "blackhole";
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  /** Every connection is closed, and new ones are accepted and closed at once (a proxy without backend). */
  drop(): void {
    this.mode = "drop";
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
  }

  /** Every connection is closed and the port refuses new ones. */
  async refuse(): Promise<void> {
    this.mode = "refuse";
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    await this.stopListening();
  }

  /** Traffic flows again (connections held by a black hole are dropped: their state is lost). */
  async pass(): Promise<void> {
    this.mode = "pass";
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    for (const s of this.held) s.destroy();
    if (!this.server) await this.start();
  }

  async close(): Promise<void> {
    this.mode = "refuse";
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    await this.stopListening();
  }

  private async stopListening() {
    for (const s of this.held) s.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise((r) => server.close(r));
  }
}
