// Shows a preview at a real device width inside the CMS's preview pane: an
// <iframe> as wide as the device (so the site's media queries apply as they do
// on a phone or a desktop), scaled down to fit the pane. The site's components
// render into it through a portal, styled by an Emotion cache whose container
// is the frame's own <head>.
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import createCache from "@emotion/cache";
import { CacheProvider, css } from "@emotion/react";
import { Root } from "../components/styles/Root";
import type { LanguageInfo } from "../content/languages";
import { theme } from "../theme";

export const DEVICES = [
  { id: "phone", label: "Phone", width: 375 },
  { id: "tablet", label: "Tablet", width: 768 },
  { id: "desktop", label: "Desktop", width: 1280 },
] as const;

export type DeviceId = (typeof DEVICES)[number]["id"];

const EMPTY_PAGE = '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>';

const { colors, space, radii, fontSizes, fontWeights } = theme;

const viewportStyles = css`
  position: relative;
  overflow: hidden;
  margin: 0 auto;
  /* A ring rather than a border, so the frame takes exactly its scaled width. */
  box-shadow: 0 0 0 1px ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
`;

const frameStyles = css`
  position: absolute;
  top: 0;
  left: 0;
  border: 0;
  transform-origin: 0 0;
`;

const captionStyles = css`
  margin: ${space[2]} 0 0;
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.medium};
  color: ${colors.muted};
  text-align: center;
`;

type DeviceFrameProps = {
  device: (typeof DEVICES)[number];
  /** The language shown: the frame's <html lang dir>, so a right-to-left page mirrors as on the site. */
  language: Pick<LanguageInfo, "code" | "direction">;
  /** Width the frame may take in the pane, in CSS pixels. */
  availableWidth: number;
  children: ReactNode;
};

export function DeviceFrame({ device, language, availableWidth, children }: DeviceFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);
  const [contentHeight, setContentHeight] = useState(600);
  const scale = Math.min(1, availableWidth / device.width);

  // The frame's document exists once it has loaded its empty page.
  const onLoad = () => setFrameDocument(frameRef.current?.contentDocument ?? null);
  useEffect(() => {
    if (frameRef.current?.contentDocument?.readyState === "complete") onLoad();
  }, []);

  const cache = useMemo(() => (frameDocument ? createCache({ key: "preview", container: frameDocument.head }) : null), [frameDocument]);

  useEffect(() => {
    if (!frameDocument) return;
    frameDocument.documentElement.setAttribute("lang", language.code);
    frameDocument.documentElement.setAttribute("dir", language.direction);
  }, [frameDocument, language.code, language.direction]);

  // Follow the page's height, so the pane scrolls rather than the frame.
  useEffect(() => {
    if (!frameDocument) return;
    const root = frameDocument.documentElement;
    const measure = () => setContentHeight(root.scrollHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(frameDocument.body);
    measure();
    return () => observer.disconnect();
  }, [frameDocument]);

  // A preview is for looking: links do not navigate and the form does not send.
  useEffect(() => {
    if (!frameDocument) return;
    const stopLinks = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.("a[href]")) event.preventDefault();
    };
    const stopSubmit = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
    };
    frameDocument.addEventListener("click", stopLinks, true);
    frameDocument.addEventListener("submit", stopSubmit, true);
    return () => {
      frameDocument.removeEventListener("click", stopLinks, true);
      frameDocument.removeEventListener("submit", stopSubmit, true);
    };
  }, [frameDocument]);

  return (
    <figure css={{ margin: 0 }}>
      <div css={viewportStyles} style={{ width: device.width * scale, height: contentHeight * scale }}>
        <iframe
          ref={frameRef}
          title={`${device.label} preview, ${device.width} pixels wide`}
          srcDoc={EMPTY_PAGE}
          onLoad={onLoad}
          css={frameStyles}
          style={{ width: device.width, height: contentHeight, transform: `scale(${scale})` }}
        />
      </div>
      <figcaption css={captionStyles}>
        {device.label}, {device.width} px{scale < 1 ? `, shown at ${Math.round(scale * 100)}%` : ""}
      </figcaption>
      {frameDocument &&
        cache &&
        createPortal(
          <CacheProvider value={cache}>
            <Root>{children}</Root>
          </CacheProvider>,
          frameDocument.body,
        )}
    </figure>
  );
}
