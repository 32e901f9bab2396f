import "@forno/ui/tokens.css";
import "./app/global.css";
import { startApp } from "@forno/ui/start-app";
import { App } from "./app/app";
import { preloadScreen } from "./app/lazy-routes";

// The first render waits for the code of the screen at the address (decision 3712).
startApp(<App />, preloadScreen(window.location.pathname));
