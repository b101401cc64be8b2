import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { warmConsole } from "./app/preloadConsole";
import { loadSessionApi } from "./session/loadSessionApi";
import { local, session, STORAGE_KEYS } from "./session/storage";

// The open-tabs list is cleared at each start (spec section 4).
session.remove(STORAGE_KEYS.tabs);

// Signed in already: the API client starts loading now, beside the messages, not after them.
if (local.get(STORAGE_KEYS.auth)) {
  void loadSessionApi().catch(() => {});
  warmConsole();
}

const root = document.getElementById("root");
if (!root) throw new Error("#root missing");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
