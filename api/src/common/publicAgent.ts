import https from "node:https";
import { isIP, type LookupFunction, type Socket } from "node:net";
import type { Duplex } from "node:stream";
import { isPublicAddress, publicAddressesOf, systemResolve, type Resolve } from "./netguard";

/** A connection to a partner-given URL refused because its target is not a public address. */
export class TargetRefusedError extends Error {
  readonly code = "ERR_TARGET_REFUSED";
  constructor(readonly target: string) {
    super(`Refused to connect to ${target}: not a public address`);
  }
}

/**
 * A `lookup` for sockets to partner-given URLs: answers only when the name resolves, and only with
 * public addresses (a name with any private answer is refused whole, as when the URL was saved).
 */
export function publicLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    const host = hostname.replace(/\.$/, "").toLowerCase();
    publicAddressesOf(host, resolve).then(
      (found) => {
        const addresses = (found ?? []).filter((a) => !options.family || isIP(a) === options.family);
        const first = addresses[0];
        if (!first) return callback(new TargetRefusedError(hostname), "", 0);
        if (options.all)
          callback(
            null,
            addresses.map((address) => ({ address, family: isIP(address) })),
          );
        else callback(null, first, isIP(first));
      },
      (err: Error) => callback(err, "", 0),
    );
  };
}

/**
 * The https agent for calls to partner-given URLs (ERP callbacks). It resolves through publicLookup,
 * refuses an address literal that is not public before connecting, and checks the peer address of the
 * connected socket once more before anything is sent on it, so no answer of a later lookup and no
 * spelling of an address reaches an internal service.
 */
export class PublicOnlyAgent extends https.Agent {
  constructor(resolve: Resolve = systemResolve, options: https.AgentOptions = {}) {
    super({ ...options, lookup: publicLookup(resolve) });
  }

  override createConnection(
    options: https.RequestOptions,
    callback?: (err: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const host = String(options.host ?? options.hostname ?? "").replace(/^\[|\]$/g, "");
    if (isIP(host) && !isPublicAddress(host)) {
      // Node's agent takes a missing socket plus the callback's error as a failed connection.
      (callback as (err: Error) => void)?.(new TargetRefusedError(host));
      return undefined;
    }
    const socket = super.createConnection(options, callback) as Socket | null | undefined;
    // Runs before TLS starts its handshake on "connect": a refused peer gets no byte of the request.
    socket?.prependOnceListener("connect", () => {
      const peer = socket.remoteAddress ?? "";
      if (!isPublicAddress(peer)) socket.destroy(new TargetRefusedError(peer));
    });
    return socket;
  }
}
