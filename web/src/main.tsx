import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { session, STORAGE_KEYS } from "./session/storage";

// The open-tabs list is cleared at each start (spec section 4).
session.remove(STORAGE_KEYS.tabs);

const root = document.getElementById("root");
if (!root) throw new Error("#root missing");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
