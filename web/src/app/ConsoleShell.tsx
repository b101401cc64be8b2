import { ApolloProvider, client } from "../session/sessionApi";
import Layout from "../layout/Layout";

/** The signed-in console: its layout and pages, with the GraphQL client the session loaded. */
export default function ConsoleShell() {
  return (
    <ApolloProvider client={client}>
      <Layout />
    </ApolloProvider>
  );
}
