import "@forno/ui/tokens.css";
import "./app/backoffice.css";
import { startApp } from "@forno/ui/start-app";
import { App } from "./app/app";
import { preloadFirstScreen } from "./app/app-routes";

// The first render waits for the code of the screens at the address (decision 3712).
startApp(<App />, preloadFirstScreen(window.location.pathname));
