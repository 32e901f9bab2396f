/** What the cart says when the store is closed: the pay button's text and the alert's title (seed 000). */
export const APP_OFFLINE = "App Offline";
