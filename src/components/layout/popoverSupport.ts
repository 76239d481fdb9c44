// The Popover API opens and closes the phone menu and the language menu with
// no script at all (Chrome 114, Safari 17, Firefox 125 and later). Where it
// is missing, the page's script opens them with a data attribute instead.

export const popoverSupported = (): boolean => typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;
