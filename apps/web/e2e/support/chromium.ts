/**
 * Chromium 156 builds its omnibox popup as a WebUI page in a renderer of its own as the browser
 * starts (about 1.5 s of CPU, measured with `ps`). A headless browser never shows it, and on two
 * cores it runs beside the first pages: in bench:web it made the median LCP ~0.5 s later.
 */
export const withoutOmniboxPopup = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup';
