import { useMemo } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { RouterProvider } from "react-router-dom";
import { baseSystem } from "./theme";
import { createRouter } from "./router";
import { I18nProvider } from "../i18n/I18nProvider";
import { SessionProvider } from "../session/SessionProvider";

/** The GraphQL client comes with the signed-in console (ConsoleShell.tsx), not on the sign-in page. */
export function App() {
  const router = useMemo(() => createRouter(), []);
  return (
    <ChakraProvider value={baseSystem}>
      <I18nProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </I18nProvider>
    </ChakraProvider>
  );
}
