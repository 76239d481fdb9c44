/** @jsxImportSource react */
// The parts every e-mail is made of (React Email), shared by the team's
// e-mails and the visitor's: the layout (the company's logo and name, the
// preview line, the language and direction), paragraphs, rows of a label and
// a value, the reference set apart, the price as a panel and a warning (the
// buttons and the contact lines are in contacts.tsx).
//
// What every e-mail gets right, here once:
//   - `lang` and `dir` on <html> and on the outer wrapper (clients that drop
//     <html>'s keep the wrapper's), and the text aligned to the start of the
//     line: right to left is laid out right to left;
//   - styles on the wrapper, never on <body> (Outlook on macOS, iOS and
//     Android and Yahoo's apps drop <body>);
//   - colours that read in light and dark mode: the text and the page take the
//     reader's own colours (the document declares `color-scheme: light dark`),
//     and whatever sets a background sets the colour of the text on it, so a
//     client's dark mode inverts or keeps both together;
//   - what a visitor wrote is text (React escapes it), its line breaks <br>
//     (Outlook on Windows ignores white-space: pre-wrap);
//   - numbers, codes, phones and addresses inside right-to-left text keep
//     their own order (dir="ltr" on their span).
// React Email's components, each from its own package (the versions @react-email/components
// 1.0.12 pins): that package's index loads every component, Tailwind's compiler among
// them, which cost the function 0.5 s at every cold start (docs/function.md, "How the e-mails are made").
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Preview } from "@react-email/preview";
import { Text } from "@react-email/text";
import { createContext, type CSSProperties, Fragment, type ReactNode, useContext } from "react";
import { withoutBidiControls } from "../words/bidiControls.ts";

export type Direction = "ltr" | "rtl";

/** The company as the e-mails show it: its name, and its logo (a PNG at an absolute address of the site), when known. */
export type Company = { name: string; logoUrl: string | null };

const Dir = createContext<Direction>("ltr");

/** "left" in a left-to-right e-mail, "right" in a right-to-left one (and the other way round for `end`). */
const side = (dir: Direction, which: "start" | "end") => (dir === "rtl") === (which === "start") ? "right" : "left";

export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
const MONO = '"SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace';

/**
 * Colours that read on a light page and on a dark one, each with the colour
 * of what is on it: the brand's orange carries white text (5.2:1), the
 * WhatsApp green navy text (8.9:1); lines and borders are mid-tones seen on both.
 */
export const COLORS = {
  accent: "#C2410C",
  onAccent: "#FFFFFF",
  whatsapp: "#25D366",
  onWhatsapp: "#0B1F3A",
  line: "#94A3B8",
  warning: "#DC2626",
} as const;

/** A paragraph's size and spacing. */
export const text: CSSProperties = { fontSize: "16px", lineHeight: "24px", margin: "0 0 12px" };
const small: CSSProperties = { fontSize: "13px", lineHeight: "20px", margin: "0 0 8px", opacity: 0.75 };

/** A sentence's lines, each after a <br>: what a visitor wrote keeps its line breaks in every client. */
export function Lines({ text: value }: { text: string }) {
  const lines = value.split(/\r\n|\r|\n/);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

/** Paragraphs separated by an empty line (editors' multi-paragraph words), each with its own line breaks. */
export function Paragraphs({ text: value, muted = false }: { text: string; muted?: boolean }) {
  return (
    <>
      {value.split(/\n\s*\n/).map((paragraph, index) => (
        <Text key={index} style={muted ? small : text}>
          <Lines text={paragraph.trim()} />
        </Text>
      ))}
    </>
  );
}

export function Paragraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <Text style={muted ? small : text}>{children}</Text>;
}

/** Left to right inside any text: a reference, a phone, an address, a figure with a currency code. */
export const Ltr = ({ children }: { children: ReactNode }) => <span dir="ltr">{children}</span>;

/** The class render.ts puts a plain-text isolate around (U+2066 to U+2069): the HTML's dir="ltr" in the text part. */
export const LTR_ISOLATE_CLASS = "ltr-isolate";

/**
 * Figures read left to right whatever the e-mail's direction, such as a price
 * range: without the marks Intl writes for a right-to-left language (an RLM
 * before "2,600–3,200 USD" turns its figures into Arabic numbers, which then
 * read from the right, high end first), set apart with dir="ltr" in the HTML
 * and with a left-to-right isolate in the plain text.
 */
export const LtrFigures = ({ text }: { text: string }) => (
  <span dir="ltr" className={LTR_ISOLATE_CLASS}>{withoutBidiControls(text)}</span>
);

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ fontSize: "22px", lineHeight: "30px", margin: "8px 0 12px", fontWeight: 700 }}>
      {children}
    </Heading>
  );
}

export function Subtitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={{ fontSize: "17px", lineHeight: "24px", margin: "24px 0 8px", fontWeight: 700 }}>
      {children}
    </Heading>
  );
}

/** A table's attributes for layout: no spacing, no borders, read as no table by screen readers. */
const layoutTable = {
  role: "presentation",
  width: "100%",
  cellPadding: 0,
  cellSpacing: 0,
  border: 0,
} as const;

export type Row = { label: string; value: ReactNode };

/**
 * Label and value, one row each; in plain text "Label: value" (render.ts).
 * The label column is the start side: the left in English, the right in Arabic.
 */
export function Rows({ rows }: { rows: readonly Row[] }) {
  const dir = useContext(Dir);
  const cell: CSSProperties = { fontSize: "15px", lineHeight: "22px", verticalAlign: "top", padding: "4px 0" };
  return (
    <table {...layoutTable} className="rows" style={{ borderCollapse: "collapse", margin: "0 0 12px" }}>
      <tbody>
        {rows.map(({ label, value }, index) => (
          <tr key={index}>
            <td
              className="label"
              width="38%"
              valign="top"
              style={{
                ...cell,
                width: "38%",
                fontWeight: 600,
                textAlign: side(dir, "start"),
                [side(dir, "end") === "right" ? "paddingRight" : "paddingLeft"]: "12px",
              }}
            >
              {label}
            </td>
            <td valign="top" style={{ ...cell, textAlign: side(dir, "start") }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A box around part of an e-mail: a border that reads on light and dark, the page's own background. */
function Panel({ children, color = COLORS.line, width = 1 }: { children: ReactNode; color?: string; width?: number }) {
  return (
    <table {...layoutTable} style={{ border: `${width}px solid ${color}`, borderRadius: "8px", margin: "16px 0" }}>
      <tbody>
        <tr>
          <td style={{ padding: "14px 16px" }}>{children}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** The reference both sides quote (or a sign-in code), set apart: its label, the code large, and a line under it. */
export function ReferencePanel({ label, reference, note }: { label?: string; reference: string; note?: string }) {
  return (
    <Panel color={COLORS.accent} width={2}>
      {label && <Text style={{ ...small, margin: "0 0 2px", opacity: 1, fontWeight: 600 }}>{label}</Text>}
      <Text
        style={{
          fontFamily: MONO,
          fontSize: "26px",
          lineHeight: "34px",
          fontWeight: 700,
          letterSpacing: "2px",
          margin: 0,
        }}
      >
        <Ltr>{reference}</Ltr>
      </Text>
      {note && <Text style={{ ...small, margin: "6px 0 0" }}>{note}</Text>}
    </Panel>
  );
}

/**
 * One way of sending at one price: a name (when there are several), the
 * figure, its lines (freight, surcharges, fees, or what the price covers) and notes.
 */
export type PriceOption = {
  name?: string;
  headline: string;
  /** The headline is figures read left to right (a range), set apart from the e-mail's direction (LtrFigures). */
  figures?: boolean;
  rows: readonly Row[];
  notes?: readonly string[];
};

/** The price as a panel: a title, then each option in turn (one today). */
export function PricePanel({ title, intro = [], options, notes = [] }: {
  title: string;
  /** Lines under the title, before the options. */
  intro?: readonly string[];
  options: readonly PriceOption[];
  /** Lines after the options. */
  notes?: readonly string[];
}) {
  return (
    <Panel>
      <Heading as="h2" style={{ fontSize: "17px", lineHeight: "24px", margin: "0 0 4px", fontWeight: 700 }}>
        {title}
      </Heading>
      {intro.map((line, index) => <Paragraph key={index} muted>{line}</Paragraph>)}
      {options.map((option, index) => (
        <Fragment key={index}>
          {index > 0 && <Hr style={{ borderColor: COLORS.line, margin: "12px 0" }} />}
          {option.name && <Text style={{ ...text, margin: "0", fontWeight: 600 }}>{option.name}</Text>}
          <Text style={{ fontSize: "24px", lineHeight: "32px", fontWeight: 700, margin: "0 0 8px" }}>
            {option.figures ? <LtrFigures text={option.headline} /> : option.headline}
          </Text>
          {option.rows.length > 0 && <Rows rows={option.rows} />}
          {(option.notes ?? []).map((note, noteIndex) => <Paragraph key={noteIndex} muted>{note}</Paragraph>)}
        </Fragment>
      ))}
      {notes.map((note, index) => <Paragraph key={index}>{note}</Paragraph>)}
    </Panel>
  );
}

/** A warning the reader must act on (dangerous goods): a red border, the text in the page's own colours. */
export function Warning({ children, rows = [] }: { children: ReactNode; rows?: readonly Row[] }) {
  return (
    <Panel color={COLORS.warning} width={2}>
      <Text style={{ ...text, margin: rows.length > 0 ? "0 0 8px" : 0, fontWeight: 700 }}>{children}</Text>
      {rows.length > 0 && <Rows rows={rows} />}
    </Panel>
  );
}

/** The company's logo and name at the top. */
function Masthead({ company }: { company: Company }) {
  const dir = useContext(Dir);
  if (!company.logoUrl && !company.name) return null;
  return (
    <table {...layoutTable} style={{ borderBottom: `1px solid ${COLORS.line}`, margin: "0 0 16px" }}>
      <tbody>
        <tr>
          {company.logoUrl && (
            <td width="56" valign="middle" style={{ width: "56px", padding: "0 0 12px", verticalAlign: "middle" }}>
              {/* Decorative: the company's name is beside it. */}
              <Img src={company.logoUrl} width="44" height="44" alt="" />
            </td>
          )}
          <td
            valign="middle"
            style={{
              padding: "0 0 12px",
              verticalAlign: "middle",
              fontSize: "18px",
              lineHeight: "24px",
              fontWeight: 700,
              textAlign: side(dir, "start"),
            }}
          >
            {company.name}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export type EmailFrame = {
  /** The language of its words (BCP 47, e.g. ar) and their direction. */
  lang: string;
  dir: Direction;
  /** The document's title: the subject. */
  title: string;
  /** The line inboxes show after the subject. */
  preview: string;
  company: Company;
};

/**
 * The whole e-mail: the document (its language and direction, light and dark
 * declared), the preview line first in <body>, and the wrapper that carries
 * every style, the language and the direction again.
 */
export function EmailLayout(
  { frame, children, footer }: { frame: EmailFrame; children: ReactNode; footer?: ReactNode },
) {
  const { lang, dir, title, preview, company } = frame;
  return (
    <Html lang={lang} dir={dir}>
      <Head>
        <title>{title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </Head>
      <Body>
        <Preview>{preview}</Preview>
        <Container
          lang={lang}
          dir={dir}
          style={{
            maxWidth: "600px",
            padding: "20px 16px",
            fontFamily: FONT,
            fontSize: "16px",
            lineHeight: "24px",
            textAlign: side(dir, "start"),
          }}
        >
          <Dir.Provider value={dir}>
            <Masthead company={company} />
            {children}
            {footer && (
              <>
                <Hr style={{ borderColor: COLORS.line, margin: "24px 0 12px" }} />
                {footer}
              </>
            )}
          </Dir.Provider>
        </Container>
      </Body>
    </Html>
  );
}
