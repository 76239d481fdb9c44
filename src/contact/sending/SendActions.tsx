// The quote form's send button (a spinner and "Sending" while it sends), the
// privacy footnote, and the status line a screen reader hears while sending.
import { Link } from "gatsby";
import { Button } from "../../components/Button";
import { Icon } from "../../components/icons/Icon";
import { VisuallyHidden } from "../../components/VisuallyHidden";
import { actionsStyles, footnoteStyles, spinnerStyles } from "../formStyles";

type SendActionsProps = {
  copy: Queries.ContactFormCopyFragment;
  privacyPath: string;
  submitting: boolean;
};

export function SendActions({ copy, privacyPath, submitting }: SendActionsProps) {
  return (
    <>
      <div css={actionsStyles}>
        <Button type="submit" disabled={submitting}>
          {submitting ? (
            <>
              <Icon name="loader-circle" css={spinnerStyles} />
              {copy.sendingLabel}
            </>
          ) : (
            copy.submitLabel
          )}
        </Button>
        <p css={footnoteStyles}>
          {copy.footnote} <Link to={privacyPath}>{copy.privacyLink}</Link>
        </p>
      </div>
      <VisuallyHidden role="status">{submitting ? copy.sendingLabel : ""}</VisuallyHidden>
    </>
  );
}
