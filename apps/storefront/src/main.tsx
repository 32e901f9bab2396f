import "@forno/ui/tokens.css";
import "./app/global.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadScreen } from "./app/lazy-routes";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
// The first render waits for the screen's code (index.html's shell, a header and a spinner, stays
// painted meanwhile; code that failed to load is the screen's error boundary's to report), then runs
// as a transition: React yields to the browser every few milliseconds instead of holding the main
// thread for the whole tree.
const render = () =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
void preloadScreen(window.location.pathname).then(render, render);
