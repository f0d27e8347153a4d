import { describe, expect, it } from "vitest";
import {
  compileTrustedProxies,
  forwardedHop,
  resolveClientAddress,
  trustedProxyEntries,
  trustedProxyProblem,
} from "./trusted-proxies.ts";

const proxies = (value: string) => compileTrustedProxies(trustedProxyEntries(value));

describe("TRUSTED_PROXIES entries", () => {
  it("accepts addresses, CIDR ranges, 'loopback' and 'none'", () => {
    for (const entry of [
      "loopback",
      "none",
      "10.0.0.0/8",
      "192.0.2.7",
      "2001:db8::/32",
      "::1",
      "0.0.0.0/0",
    ]) {
      expect(trustedProxyProblem(entry)).toBeNull();
    }
  });

  it("names what is wrong with anything else", () => {
    expect(trustedProxyProblem("proxy.example")).toMatch(/not an address/);
    expect(trustedProxyProblem("10.0.0.0/33")).toMatch(/prefix length/);
    expect(trustedProxyProblem("2001:db8::/129")).toMatch(/prefix length/);
    expect(trustedProxyProblem("10.0.0.0/8/1")).toMatch(/not an address/);
    expect(trustedProxyProblem("10.0.0.0/x")).toMatch(/prefix length/);
  });

  it("'none' wins over every other entry; 'loopback' is IPv4's 127/8 and ::1", () => {
    expect(trustedProxyEntries("loopback, none")).toEqual([]);
    expect(trustedProxyEntries("loopback 10.1.2.3")).toEqual(["127.0.0.0/8", "::1/128", "10.1.2.3"]);
  });
});

describe("the client address of a request", () => {
  const loopback = proxies("loopback");

  it("is the socket when the socket is not a trusted proxy, whatever the header says", () => {
    expect(resolveClientAddress(loopback, "203.0.113.9", "198.51.100.1")).toBe("203.0.113.9");
    expect(resolveClientAddress(proxies("none"), "127.0.0.1", "198.51.100.1")).toBe("127.0.0.1");
  });

  it("is the hop a trusted proxy appended, not what the client put before it", () => {
    expect(resolveClientAddress(loopback, "127.0.0.1", "198.51.100.1")).toBe("198.51.100.1");
    expect(resolveClientAddress(loopback, "::ffff:127.0.0.1", "6.6.6.6, 198.51.100.1")).toBe("198.51.100.1");
    expect(resolveClientAddress(loopback, "::1", "2001:DB8::5")).toBe("2001:db8::5");
  });

  it("walks past every trusted hop of a chain of proxies", () => {
    const chain = proxies("loopback, 10.0.0.0/8");
    expect(resolveClientAddress(chain, "127.0.0.1", "6.6.6.6, 203.0.113.50, 10.0.0.3, 10.0.0.2")).toBe(
      "203.0.113.50",
    );
    // Only trusted hops: the farthest one is the best answer there is.
    expect(resolveClientAddress(chain, "127.0.0.1", "10.0.0.3")).toBe("10.0.0.3");
  });

  it("stops at a hop that is not an address, at the last proxy that saw the connection", () => {
    expect(resolveClientAddress(loopback, "127.0.0.1", "unknown")).toBe("127.0.0.1");
    expect(resolveClientAddress(loopback, "127.0.0.1", "")).toBe("127.0.0.1");
    expect(resolveClientAddress(loopback, "127.0.0.1", "198.51.100.1, ")).toBe("127.0.0.1");
  });

  it("reads hops with ports the way some proxies write them", () => {
    expect(forwardedHop(" 192.0.2.1:4711")).toBe("192.0.2.1");
    expect(forwardedHop("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(forwardedHop("[2001:db8::1]")).toBe("2001:db8::1");
    expect(forwardedHop("evil.example")).toBeNull();
    expect(forwardedHop("1.2.3.4.5")).toBeNull();
  });
});
