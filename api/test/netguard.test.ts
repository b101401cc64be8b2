import https from "node:https";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress, isPublicHttpsUrl, type Resolve } from "../src/common/netguard";
import { PublicOnlyAgent, TargetRefusedError } from "../src/common/publicAgent";

/** A resolver over fixed answers, standing in for DNS (this machine has none): unknown names fail. */
const dns =
  (answers: Record<string, string[]>): Resolve =>
  async (host) => {
    const found = answers[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return found;
  };
const PARTNER = dns({
  "erp.partner.example": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
  "rebind.partner.example": ["93.184.216.34", "10.0.0.5"],
  "mapped.partner.example": ["::ffff:127.0.0.1"],
  "metadata.partner.example": ["169.254.169.254"],
});

describe("the callback URL guard", () => {
  it.each([
    // IPv6 spellings of internal IPv4 addresses: mapped, compatible, NAT64, translated, 6to4
    "https://[::ffff:127.0.0.1]/",
    "https://[::ffff:169.254.169.254]/",
    "https://[::127.0.0.1]/",
    "https://[64:ff9b::a9fe:a9fe]/",
    "https://[64:ff9b::10.0.0.1]/",
    "https://[::ffff:0:a00:1]/",
    "https://[2002:7f00:1::1]/",
    "https://[64:ff9b:1::a00:1]/",
    // IPv4 in decimal, octal and hexadecimal spellings
    "http://2130706433/",
    "http://0177.0.0.1/",
    "https://2130706433/",
    "https://0177.0.0.1/",
    "https://0x7f.1/",
    "https://017700000001/",
    // the usual private, loopback, link-local and special ranges
    "https://127.0.0.1/cb",
    "https://127.8.9.10/cb",
    "https://10.1.2.3/cb",
    "https://172.16.0.1/cb",
    "https://172.31.255.255/cb",
    "https://192.168.1.1/cb",
    "https://169.254.169.254/latest/meta-data",
    "https://100.64.0.1/cb",
    "https://0.0.0.0/cb",
    "https://224.0.0.1/cb",
    "https://255.255.255.255/cb",
    "https://198.18.0.1/cb",
    "https://192.0.2.1/cb",
    "https://[::1]/cb",
    "https://[::]/cb",
    "https://[fc00::1]/cb",
    "https://[fd12:3456::1]/cb",
    "https://[fe80::1]/cb",
    "https://[ff02::1]/cb",
    "https://[2001:db8::1]/cb",
    "https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/cb",
    // local names, names resolving to internal addresses (all or any), and names that do not resolve
    "https://localhost/cb",
    "https://localhost./cb",
    "https://api.localhost/cb",
    "https://intranet/cb",
    "https://printer.local/cb",
    "https://rebind.partner.example/cb",
    "https://mapped.partner.example/cb",
    "https://metadata.partner.example/cb",
    "https://unknown.partner.example/cb",
    // not https, credentials, not a URL
    "http://erp.partner.example/cb",
    "https://user:secret@erp.partner.example/cb",
    "ftp://93.184.216.34/",
    "not a url",
  ])("refuses %s", async (url) => {
    expect(await isPublicHttpsUrl(url, PARTNER)).toBe(false);
  });

  it.each([
    "https://93.184.216.34/cb",
    "https://8.8.8.8:8443/hook?x=1",
    "https://[2606:4700:4700::1111]/cb",
    "https://[64:ff9b::808:808]/cb",
    "https://erp.partner.example/cb",
    "https://ERP.Partner.Example./cb",
  ])("accepts %s", async (url) => {
    expect(await isPublicHttpsUrl(url, PARTNER)).toBe(true);
  });

  it("refuses a name the system resolver cannot resolve", async () => {
    expect(await isPublicHttpsUrl("https://no-such-host.invalid/cb")).toBe(false);
  });

  it("classifies addresses as a socket or resolver reports them", () => {
    expect(isPublicAddress("::ffff:7f00:1")).toBe(false);
    expect(isPublicAddress("::ffff:127.0.0.1")).toBe(false);
    expect(isPublicAddress("fe80::1%eth0")).toBe(false);
    expect(isPublicAddress("4000::1")).toBe(false); // outside global unicast
    expect(isPublicAddress("not-an-address")).toBe(false);
    expect(isPublicAddress("93.184.216.34")).toBe(true);
    expect(isPublicAddress("2606:4700:4700::1111")).toBe(true);
  });
});

describe("the connection to a callback URL", () => {
  let server: net.Server;
  let port: number;
  const seen = { connections: 0, bytes: 0 };
  beforeAll(async () => {
    server = net.createServer((s) => {
      seen.connections++;
      s.on("data", (d) => {
        seen.bytes += d.length;
        s.destroy(); // no TLS server: end the control's handshake at once
      });
      s.on("error", () => {});
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => new Promise<void>((r) => server.close(() => r())));

  /** GETs the URL with the agent; resolves with the error the request ends in, or null. */
  const call = (url: string, agent: https.Agent) =>
    new Promise<Error | null>((resolve) => {
      const req = https.get(url, { agent, timeout: 3000, rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(null);
      });
      req.on("error", resolve);
      req.on("timeout", () => req.destroy(new Error("timeout")));
    });

  it("reaches the local server with a plain agent (the control)", async () => {
    const before = { ...seen };
    const err = await call(`https://127.0.0.1:${port}/cb`, new https.Agent());
    expect(err).not.toBeInstanceOf(TargetRefusedError); // the TLS handshake fails: it is no TLS server
    expect(seen.connections).toBe(before.connections + 1);
    expect(seen.bytes).toBeGreaterThan(before.bytes);
  });

  it.each([
    "https://127.0.0.1:PORT/cb",
    "https://[::ffff:127.0.0.1]:PORT/cb",
    "https://[::1]:PORT/cb",
    "https://localhost:PORT/cb",
    "https://callback.partner.example:PORT/cb",
  ])("refuses %s before connecting", async (template) => {
    // The partner's name resolved to a public address when the URL was saved; now it answers 127.0.0.1.
    const agent = new PublicOnlyAgent(dns({ "callback.partner.example": ["127.0.0.1"] }));
    const before = seen.connections;
    const err = await call(template.replace("PORT", String(port)), agent);
    expect(err).toBeInstanceOf(TargetRefusedError);
    expect(seen.connections).toBe(before);
  });

  it("checks the connected socket's peer and sends it nothing", async () => {
    // However the address was found (here a lookup outside the guard), an internal peer is cut off.
    const agent = new PublicOnlyAgent(dns({}));
    const before = { ...seen };
    const socket = agent.createConnection({
      host: "callback.partner.example",
      port,
      rejectUnauthorized: false,
      lookup: ((_host, options, cb) => {
        if (options.all) cb(null, [{ address: "127.0.0.1", family: 4 }]);
        else cb(null, "127.0.0.1", 4);
      }) as net.LookupFunction,
    } as https.RequestOptions)!;
    const err = await new Promise<Error | undefined>((r) => {
      let failure: Error | undefined;
      socket.on("error", (e) => (failure = e));
      socket.on("close", () => r(failure));
    });
    expect(err).toBeInstanceOf(TargetRefusedError);
    await new Promise((r) => setTimeout(r, 100));
    expect(seen.connections).toBe(before.connections + 1);
    expect(seen.bytes).toBe(before.bytes);
  });
});
