/** @jsxImportSource react */
// How an e-mail's reader acts or reaches someone: buttons (WhatsApp, a
// reply, a page) and the contact lines, in the parts' styles (parts.tsx).
import { Button } from "@react-email/button";
import { Text } from "@react-email/text";
import { Fragment } from "react";
import { COLORS, Ltr, Rows, Subtitle, text } from "./parts.tsx";

/** A button: WhatsApp's (green), or any other link (a reply, a lead's page: the brand's colour). */
export type ButtonLink = { label: string; href: string; kind: "whatsapp" | "reply" | "link" };

/**
 * Buttons side by side (they wrap on a phone): React Email's Button, an
 * anchor padded for Outlook too. A button opens WhatsApp or a reply: it never
 * acts by being opened.
 */
export function Buttons({ buttons }: { buttons: readonly ButtonLink[] }) {
  if (buttons.length === 0) return null;
  return (
    <Text style={{ ...text, margin: "8px 0 16px" }}>
      {buttons.map(({ label, href, kind }, index) => (
        <Fragment key={href}>
          {index > 0 && " "}
          <Button
            href={href}
            className="button"
            style={{
              backgroundColor: kind === "whatsapp" ? COLORS.whatsapp : COLORS.accent,
              color: kind === "whatsapp" ? COLORS.onWhatsapp : COLORS.onAccent,
              fontSize: "15px",
              fontWeight: 700,
              lineHeight: "20px",
              padding: "12px 18px",
              borderRadius: "6px",
              margin: "0 0 8px",
            }}
          >
            {label}
          </Button>
        </Fragment>
      ))}
    </Text>
  );
}

export type ContactLine = { label: string; value: string; href: string };

/** How to reach someone: a title, then each way as a label and a link. */
export function ContactLines({ title, lines }: { title?: string; lines: readonly ContactLine[] }) {
  return (
    <>
      {title && <Subtitle>{title}</Subtitle>}
      <Rows
        rows={lines.map(({ label, value, href }) => ({
          label,
          value: (
            <a href={href}>
              <Ltr>{value}</Ltr>
            </a>
          ),
        }))}
      />
    </>
  );
}

/** How a visitor reaches the company: its WhatsApp (when its phone has a country code) and its address, under a title. */
export function CompanyContacts({ title, whatsapp, email }: {
  title: string;
  whatsapp: { label: string; phone: string; href: string } | null;
  email: { label: string; address: string; href: string };
}) {
  return (
    <ContactLines
      title={title}
      lines={[
        ...(whatsapp ? [{ label: whatsapp.label, value: whatsapp.phone, href: whatsapp.href }] : []),
        { label: email.label, value: email.address, href: email.href },
      ]}
    />
  );
}
