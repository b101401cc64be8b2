import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";

/** Resolves a host name to its addresses (IPv4 and IPv6); rejects when the name does not resolve. */
export type Resolve = (host: string) => Promise<string[]>;

const DNS_TIMEOUT_MS = 2000;

/** The system resolver (hosts file, then DNS), with a time limit. */
export const systemResolve: Resolve = async (host) => {
  const answers = await Promise.race([
    lookup(host, { all: true, verbatim: true }),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`DNS lookup of ${host} timed out`)), DNS_TIMEOUT_MS).unref(),
    ),
  ]);
  return answers.map((a) => a.address);
};

/** Global unicast IPv6 (2000::/3); everything outside it is special-purpose or unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/**
 * The IPv4 address an IPv6 address stands for, when it embeds one: IPv4-mapped (::ffff:0:0/96),
 * IPv4-compatible (::/96), IPv4-translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
 */
function embeddedIPv4(a: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = a.parts;
  const fromWords = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  const prefix = (words: number[]) => words.every((w, i) => p[i] === w);
  if (prefix([0, 0, 0, 0, 0]) && (p[5] === 0xffff || p[5] === 0)) return fromWords(p[6]!, p[7]!);
  if (prefix([0, 0, 0, 0, 0xffff, 0])) return fromWords(p[6]!, p[7]!);
  if (prefix([0x64, 0xff9b, 0, 0, 0, 0])) return fromWords(p[6]!, p[7]!);
  if (p[0] === 0x2002) return fromWords(p[1]!, p[2]!);
  return null;
}

/**
 * True only for a public unicast address. Refuses loopback, private, link-local, carrier-grade NAT,
 * unspecified, broadcast, multicast, documentation, benchmarking and reserved ranges, unique-local and
 * other special IPv6 ranges, and any IPv6 form that embeds such an IPv4 address. Not an address: false.
 */
export function isPublicAddress(ip: string): boolean {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // ipaddr also reads "2130706433" and "0177.0.0.1"; the URL parser has already made those dotted quads.
    addr = ipaddr.parse(ip.replace(/^\[|\]$/g, ""));
  } catch {
    return false;
  }
  if (addr.kind() === "ipv6") {
    const v6 = addr as ipaddr.IPv6;
    const v4 = embeddedIPv4(v6);
    if (v4) return v4.range() === "unicast";
    return v6.range() === "unicast" && v6.match(GLOBAL_UNICAST_V6);
  }
  return addr.range() === "unicast";
}

/** The host of a URL without IPv6 brackets and a trailing dot, lower-cased ("[::1]" -> "::1"). */
export function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
}

/** Names that never leave the machine or the local network, refused without a lookup. */
function isLocalName(host: string): boolean {
  return (
    host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || !host.includes(".")
  );
}

/**
 * The public addresses a host stands for, or null when it is not public: an address literal is
 * checked as it is; a name must resolve, and every address it resolves to must be public.
 */
export async function publicAddressesOf(
  host: string,
  resolve: Resolve = systemResolve,
): Promise<string[] | null> {
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? [host] : null;
  if (isLocalName(host)) return null;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return null; // does not resolve (or not in time): nothing to call
  }
  return addresses.length && addresses.every(isPublicAddress) ? addresses : null;
}

/**
 * Whether a callback URL may be saved: https without credentials, to a public target (an address
 * literal in any IPv4 or IPv6 spelling, or a name resolving only to public addresses). The sender
 * checks again on the connection it makes (publicAgent.ts), since a name can resolve otherwise later.
 */
export async function isPublicHttpsUrl(raw: string, resolve: Resolve = systemResolve): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  return (await publicAddressesOf(hostOf(url), resolve)) !== null;
}
