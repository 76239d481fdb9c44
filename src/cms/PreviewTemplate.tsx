// The preview pane of one content file in the CMS: a device switch, the file's
// problems in the build's own words, and the real section at that width.
import { type ReactNode, useEffect, useMemo, useState } from "react";
import createCache from "@emotion/cache";
import { CacheProvider, Global, css } from "@emotion/react";
import type { ContentKey } from "../content/schema";
import { CONTENT_FILES } from "../content/schema";
import { validateContent } from "../content/schemaDsl";
import type { Content } from "../content/types";
import { theme } from "../theme";
import { DEVICES, DeviceFrame, type DeviceId } from "./DeviceFrame";

/** The few props of Decap's preview template this uses (an Immutable.js entry). */
export type PreviewProps = {
  entry: { get(key: "data"): { toJS(): unknown } | undefined };
  document: Document;
};

const { colors, space, radii, fontSizes, fontWeights, fonts, sizes } = theme;

const paneStyles = css`
  padding: ${space[4]};
  font-family: ${fonts.body};
  color: ${colors.text};
`;

const toolbarStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  justify-content: center;
  margin-bottom: ${space[4]};
  button {
    min-height: ${sizes.touch};
    padding: 0 ${space[4]};
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.pill};
    background: ${colors.surface};
    color: ${colors.ink};
    font: inherit;
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.semibold};
    cursor: pointer;
  }
  button[aria-pressed="true"] {
    background: ${colors.ink};
    border-color: ${colors.ink};
    color: ${colors.white};
  }
  button:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const problemsStyles = css`
  margin-bottom: ${space[4]};
  padding: ${space[4]};
  border: 1px solid ${colors.danger};
  border-left-width: ${space[1]};
  border-radius: ${radii.md};
  background: ${colors.dangerSoft};
  color: ${colors.ink};
  font-size: ${fontSizes.sm};
  p {
    margin: 0 0 ${space[2]};
    font-weight: ${fontWeights.bold};
    color: ${colors.danger};
  }
  ul {
    margin: 0;
    padding-left: ${space[5]};
  }
`;

/** The pane's inner width, followed as the editor resizes it. */
function useWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

type PreviewTemplateProps<K extends ContentKey> = PreviewProps & {
  contentKey: K;
  content: Content;
  render: (data: Content[K], content: Content) => ReactNode;
};

export function PreviewTemplate<K extends ContentKey>({ entry, document, contentKey, content, render }: PreviewTemplateProps<K>) {
  // Emotion writes this pane's styles into the preview frame, not the CMS page.
  const cache = useMemo(() => createCache({ key: "cms-pane", container: document.head }), [document]);
  const [device, setDevice] = useState<DeviceId>("phone");
  const [pane, setPane] = useState<HTMLDivElement | null>(null);
  const width = useWidth(pane);

  const data = entry.get("data")?.toJS();
  const file = CONTENT_FILES[contentKey];
  const problems = validateContent(file, data).map((problem) => problem.replace(`${file.path}: `, ""));
  // While a field is being retyped the file is briefly incomplete: keep showing the last good version.
  const [lastValid, setLastValid] = useState<{ json: string; data: Content[K] } | null>(null);
  const json = JSON.stringify(data);
  if (problems.length === 0 && lastValid?.json !== json) setLastValid({ json, data: data as Content[K] });
  const shown = problems.length === 0 ? (data as Content[K]) : (lastValid?.data ?? null);

  const chosen = DEVICES.find((candidate) => candidate.id === device) ?? DEVICES[0];
  return (
    <CacheProvider value={cache}>
      <Global styles={{ body: { background: colors.surfaceAlt } }} />
      <div css={paneStyles} ref={setPane}>
        <div role="group" aria-label="Preview width" css={toolbarStyles}>
          {DEVICES.map((candidate) => (
            <button key={candidate.id} type="button" aria-pressed={candidate.id === device} onClick={() => setDevice(candidate.id)}>
              {candidate.label}
            </button>
          ))}
        </div>
        {problems.length > 0 && (
          <div role="alert" css={problemsStyles}>
            <p>{shown ? "Fix before saving (the preview shows the last complete version):" : "Fix before saving:"}</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        {shown && width > 0 && (
          <DeviceFrame key={chosen.id} device={chosen} availableWidth={width}>
            {render(shown, { ...content, [contentKey]: shown })}
          </DeviceFrame>
        )}
      </div>
    </CacheProvider>
  );
}
