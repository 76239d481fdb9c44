import { mailtoHref } from "./contactLinks";
import { EmailAddress } from "./EmailAddress";

/** A sentence from content with each {email} shown as a mailto link to the address. */
export function SentenceWithEmail({ template, email }: { template: string; email: string }) {
  const parts = template.split("{email}");
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {part}
          {index < parts.length - 1 && (
            <a href={mailtoHref(email)}>
              <EmailAddress value={email} />
            </a>
          )}
        </span>
      ))}
    </>
  );
}
