// The preview pane of one content file in the CMS: a device switch, the
// file's languages and whether each is complete, the file's problems in the
// build's own words, and the real section at that width, in the language
// being edited (right to left for Arabic).
import { type ReactNode, useEffect, useMemo, useState } from "react";
import createCache from "@emotion/cache";
import { CacheProvider, Global, css } from "@emotion/react";
import { type PageI18n, pageI18n } from "../content/languages";
import { CONTENT_FILES, type ContentKey, type SharedKey, type TeamKey, type TranslatedKey } from "../content/schema";
import { contentProblems } from "../content/schemaDsl";
import type { CmsSnapshot, LanguageContent, SharedContent, TeamContent } from "../content/types";
import { theme } from "../theme";
import { DEVICES, DeviceFrame, type DeviceId } from "./DeviceFrame";
import { type CmsEntry, entryData } from "./entryProblems";

/** The few props of Decap's preview template this uses: the entry in the language shown, that language, the frame. */
export type PreviewProps = {
  entry: CmsEntry;
  /** The language the editor is writing in (Decap's left pane); none for a shared file. */
  locale?: string;
  document: Document;
  /**
   * A picture's address as the CMS can show it (Decap's getAsset): a picture
   * just uploaded, not yet published, is shown from the editor's own copy.
   */
  getAsset: (path: string) => { toString(): string };
};

/** What a preview renders besides the file being edited: everything else, in the language shown. */
export type PreviewContext = {
  shared: SharedContent;
  words: LanguageContent;
  i18n: PageI18n;
  /** A picture named in content (images/hero.jpg) as an address the preview can load. */
  picture: (path: string) => string;
};

export type FileData<K extends ContentKey> = K extends SharedKey
  ? SharedContent[K]
  : K extends TranslatedKey
    ? LanguageContent[K]
    : K extends TeamKey
      ? TeamContent[K]
      : never;

const { colors, space, radii, fontSizes, fontWeights, fonts, sizes } = theme;

export const paneStyles = css`
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

const languagesStyles = css`
  margin-bottom: ${space[4]};
  font-size: ${fontSizes.sm};
  text-align: center;
  h2 {
    display: inline;
    margin-inline-end: ${space[2]};
    font-size: inherit;
  }
  ul {
    display: inline;
    list-style: none;
    padding: 0;
  }
  li {
    display: inline-block;
    margin: ${space[1]};
    padding: ${space[1]} ${space[3]};
    border-radius: ${radii.pill};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
  }
  li[aria-current] {
    border-color: ${colors.ink};
    font-weight: ${fontWeights.bold};
  }
`;

export const problemsStyles = css`
  margin-bottom: ${space[4]};
  padding: ${space[4]};
  border: 1px solid ${colors.danger};
  border-inline-start-width: ${space[1]};
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
    padding-inline-start: ${space[5]};
  }
`;

export const noteStyles = css`
  margin-bottom: ${space[4]};
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
  text-align: center;
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

type LanguageState = { code: string; name: string; state: string };

/**
 * Each language of a translated file, and how far it is: complete, how many
 * things to fix, or not translated yet (the team's e-mails: the team's language
 * alone). Decap hands the preview the default
 * language's words only while it is the one shown.
 */
function languageStates(entry: CmsEntry, key: ContentKey, content: CmsSnapshot, shown: string): LanguageState[] {
  const { languages } = content.shared;
  // The team's e-mails are edited in the team's language alone (config.ts, teamI18n).
  const edited = key === "teamEmails" ? languages.languages.filter((language) => language.code === languages.team) : languages.languages;
  return edited.map((language) => {
    const draft = language.published ? "" : ", not on the site yet";
    if (language.code === languages.default && shown !== languages.default) return { ...language, state: `default language${draft}` };
    const data = entryData(entry, language.code, languages.default);
    if (data === undefined || data === null) return { ...language, state: `not translated yet${draft}` };
    const problems = contentProblems(CONTENT_FILES[key], data).length;
    return { ...language, state: `${problems === 0 ? "complete" : `${problems} to fix`}${draft}` };
  });
}

type PreviewTemplateProps<K extends ContentKey> = PreviewProps & {
  contentKey: K;
  content: CmsSnapshot;
  render: (data: FileData<K>, context: PreviewContext) => ReactNode;
};

export function PreviewTemplate<K extends ContentKey>({
  entry,
  locale,
  document,
  getAsset,
  contentKey,
  content,
  render,
}: PreviewTemplateProps<K>) {
  // Emotion writes this pane's styles into the preview frame, not the CMS page.
  const cache = useMemo(() => createCache({ key: "cms-pane", container: document.head }), [document]);
  const [device, setDevice] = useState<DeviceId>("phone");
  const [pane, setPane] = useState<HTMLDivElement | null>(null);
  const width = useWidth(pane);

  const file = CONTENT_FILES[contentKey];
  const { languages } = content.shared;
  const code = file.translated && locale ? locale : languages.default;
  const language = languages.languages.find((candidate) => candidate.code === code) ?? languages.languages[0];
  const data = entry.get("data") && (entry.get("data") as { toJS(): unknown }).toJS();
  const problems = contentProblems(file, data);
  // While a field is being retyped the file is briefly incomplete: keep showing the last good version.
  const [lastValid, setLastValid] = useState<{ json: string; data: FileData<K> } | null>(null);
  const json = JSON.stringify([code, data]);
  if (problems.length === 0 && lastValid?.json !== json) setLastValid({ json, data: data as FileData<K> });
  const shown = problems.length === 0 ? (data as FileData<K>) : (lastValid?.data ?? null);

  // The other files in the language shown; a language not on the site yet
  // shows them in the default language (the CMS is built without its words),
  // and says so.
  const defaultWords = content.byLanguage[languages.default];
  const ownWords = content.byLanguage[code];
  const borrowed = ownWords ? [] : (Object.keys(defaultWords) as TranslatedKey[]).filter((key) => key !== contentKey);
  const words = ownWords ?? defaultWords;
  const context: PreviewContext = {
    shared: content.shared,
    words,
    i18n: pageI18n(languages, code, "/"),
    picture: (path) => getAsset(path).toString(),
  };
  const withEdit: PreviewContext = shown
    ? file.translated
      ? { ...context, words: { ...words, [contentKey]: shown } }
      : { ...context, shared: { ...content.shared, [contentKey]: shown } }
    : context;

  const states = file.translated ? languageStates(entry, contentKey, content, code) : [];
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
        {states.length > 0 && (
          <section css={languagesStyles} aria-labelledby="preview-languages">
            <h2 id="preview-languages">Languages of this file:</h2>
            <ul>
              {states.map((state) => (
                <li key={state.code} aria-current={state.code === code ? "true" : undefined}>
                  <bdi lang={state.code}>{state.name}</bdi>: {state.state}
                </li>
              ))}
            </ul>
          </section>
        )}
        {problems.length > 0 && (
          <div role="alert" css={problemsStyles}>
            <p>
              {file.translated ? `${language.name}: ` : ""}
              {shown ? "Fix before saving (the preview shows the last complete version):" : "Fix before saving:"}
            </p>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        {borrowed.length > 0 && (
          <p css={noteStyles}>
            {language.name} is not on the site yet, so the rest of the page is shown in the default language around this preview:{" "}
            {borrowed.map((key) => CONTENT_FILES[key].label).join(", ")}.
          </p>
        )}
        {shown && width > 0 && (
          <DeviceFrame key={chosen.id} device={chosen} language={language} availableWidth={width}>
            {render(shown, withEdit)}
          </DeviceFrame>
        )}
      </div>
    </CacheProvider>
  );
}
