import { describe, expect, it } from "vitest";

// Imported inside the test, not at the top, so that a module that throws while loading (e.g. a schema
// built with a bad argument) fails this test instead of stopping the file from loading, which Stryker's
// vitest runner would count as a surviving mutant.
describe("the domain package", () => {
  it("loads, with its schemas built", async () => {
    const domain = await import("../src/index");
    expect(domain.changePasswordSchema.fields).toHaveProperty("confirmPassword");
    expect(domain.MENU_TREE.length).toBeGreaterThan(0);
  });
});
