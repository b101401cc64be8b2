import { describe, expect, it } from "vitest";
import { baseQuery, withWrite } from "../src/routing/latestParams";

describe("the query a list's update starts from", () => {
  it("is the one shown when nothing is pending", () => {
    expect(baseQuery("offset=20", null)).toBe("offset=20");
  });

  it("is the last write while the router still shows the old query (Search, then Next before it renders)", () => {
    const afterSearch = withWrite("", null, "sn=cgm");
    expect(baseQuery("", afterSearch)).toBe("sn=cgm");
    const afterNext = withWrite("", afterSearch, "sn=cgm&offset=20");
    expect(afterNext).toEqual({ from: "", writes: ["sn=cgm", "sn=cgm&offset=20"] });
    // The router shows the first write: the second is still to come.
    expect(baseQuery("sn=cgm", afterNext)).toBe("sn=cgm&offset=20");
    expect(baseQuery("", afterNext)).toBe("sn=cgm&offset=20");
  });

  it("is the one shown once the last write shows, or when the address moved on by itself", () => {
    const pending = withWrite("a=1", null, "a=2");
    expect(baseQuery("a=2", pending)).toBe("a=2");
    expect(baseQuery("b=9", pending)).toBe("b=9");
    // A write after the address moved on starts again from what is shown.
    expect(withWrite("b=9", pending, "b=9&offset=20")).toEqual({ from: "b=9", writes: ["b=9&offset=20"] });
  });
});
