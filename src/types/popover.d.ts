// The Popover API's attributes (HTML, all current browsers), which @types/react 18 does not list.
// React 18 passes them to the DOM as they are written: lower case.
import "react";

// The type parameters must repeat React's own declarations to merge with them.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | "";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "toggle" | "show" | "hide";
  }
}
