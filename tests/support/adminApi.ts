import type { Browser } from "@playwright/test";

/** A GraphQL answer as the tests read it. */
export type Answer = { data: Record<string, unknown>; errors?: unknown[] };

/**
 * The administrator's GraphQL, in a browser context of its own signed in through the API: for a test
 * that changes what another account holds. Close `context` at the end.
 */
export async function adminApi(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const r = await context.request.post("/graphql", { data: { query, variables } });
    return (await r.json()) as Answer;
  };
  await gql(`mutation { login(input: { account: "admin", password: "admin123" }) { me { id } } }`);
  return { context, gql };
}
