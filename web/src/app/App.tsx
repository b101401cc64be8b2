import { useMemo } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { ApolloProvider } from "@apollo/client/react";
import { RouterProvider } from "react-router-dom";
import { baseSystem } from "./theme";
import { createApolloClient } from "./apollo";
import { createRouter } from "./router";
import { I18nProvider } from "../i18n/I18nProvider";
import { SessionProvider } from "../session/SessionProvider";

export function App() {
  const client = useMemo(() => createApolloClient(), []);
  const router = useMemo(() => createRouter(), []);
  return (
    <ChakraProvider value={baseSystem}>
      <I18nProvider>
        <ApolloProvider client={client}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </ApolloProvider>
      </I18nProvider>
    </ChakraProvider>
  );
}
