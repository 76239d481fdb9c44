// The quote form as the page is served: the plain HTML form, which posts to
// the function on its own. Its live code (ContactForm: Formik, the contract,
// the notices) is not part of any page's first load; it is fetched when the
// form comes near the viewport or the visitor first touches it, and takes over
// with what was typed and where the focus was.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import type { ContactForm as LiveContactForm } from "./ContactForm";
import { type ContactFormProps, ContactFormView } from "./ContactFormView";
import { captureForm, type FormSnapshot } from "./formSnapshot";
import { takeAskAgain, withAskAgain } from "./askAgain";
import { useDependsOnBrowser } from "../components/KeepsServerHtml";

const loadLiveForm = () => import(/* webpackChunkName: "contact-form" */ "./ContactForm");

/** How far below the viewport the form may still be when its code starts loading: one screen. */
const NEAR_VIEWPORT = "0px 0px 100% 0px";

type Live = { Form: typeof LiveContactForm; start: FormSnapshot; submit: boolean };

export function LazyContactForm(props: ContactFormProps) {
  useDependsOnBrowser("LazyContactForm");
  const formRef = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState<Live | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const pressedSend = useRef(false);
  const sendPlain = useRef(false);

  const takeOver = useCallback(() => {
    loading.current ??= loadLiveForm().then(
      ({ ContactForm }) => {
        const form = formRef.current;
        if (!form) return;
        // One synchronous commit: no keystroke lands between reading the plain form and replacing it.
        // A quote asked again (src/contact/askAgain.ts) fills what the visitor has not typed.
        const start = withAskAgain(captureForm(form), takeAskAgain());
        flushSync(() => setLive({ Form: ContactForm, start, submit: pressedSend.current }));
      },
      (error: unknown) => {
        loading.current = null;
        console.error("The quote form's code could not be loaded; the form still posts as plain HTML", error);
        if (pressedSend.current) {
          sendPlain.current = true;
          formRef.current?.requestSubmit();
        }
      },
    );
  }, []);

  useEffect(() => {
    const form = formRef.current;
    if (!form || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && takeOver(), {
      rootMargin: NEAR_VIEWPORT,
    });
    observer.observe(form);
    return () => observer.disconnect();
  }, [takeOver]);

  if (live) return <live.Form {...props} start={live.start} submitOnMount={live.submit} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Without the live code (it failed to load) the browser posts the form as it would without JavaScript.
    if (sendPlain.current) return;
    // Otherwise the live form sends it, with its checks and notices, as soon as it is here.
    event.preventDefault();
    pressedSend.current = true;
    takeOver();
  };
  return (
    <ContactFormView
      {...props}
      formRef={formRef}
      formProps={{ onFocus: takeOver, onPointerDown: takeOver, onSubmit, "data-form": "plain" }}
    />
  );
}
