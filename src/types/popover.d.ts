// The Popover API's attributes (HTML, all current browsers), which @types/react 18 does not list.
// React 18 passes them to the DOM as they are written: lower case.
import "react";

declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | "";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "toggle" | "show" | "hide";
  }
}
