import { useSyncExternalStore } from "react";
import { graphql } from "gatsby";
import { consoleStyles } from "../team/styles";
import { SignIn } from "../team/SignIn";
import { TeamConsole } from "../team/TeamConsole";
import { TEAM_CONSOLE_ID } from "../team/teamPage";
import type { TeamConsoleContent } from "../team/content";

export const query = graphql`
  fragment TeamConsoleContent on TeamConsoleYaml {
    title
    heading
    needsJavaScript
    working
    networkError
    signIn {
      title
      intro
      emailLabel
      sendButton
      sent
      codeLabel
      codeHint
      verifyButton
      otherEmailButton
      invalidCode
      tooMany
      codeFormat
      sessionEnded
    }
    signOutButton
    leads {
      title
      caption
      captionAll
      showAll
      showOpen
      more
      empty
      reference
      received
      age
      country
      weight
      chosen
      status
      hours
      late
      bookingRequested
      kilograms
      none
    }
    statuses {
      new
      answered
      booked
      lost
    }
    services {
      express
      economy
    }
    lostReasons {
      price
      transitTime
      noReply
      other
    }
    lead {
      back
      title
      notFound
      status
      received
      visitorLanguage
      awb
      lostReason
      requestTitle
      name
      email
      phone
      shippingCountry
      shippingDetails
      message
      deliverTo
      deliverToAirport
      deliverToDoor
      insure
      yes
      no
      priceTitle
      noPrice
      chosen
      historyTitle
      historyEntry
      noHistory
    }
    contents {
      batteries
      liquids
      powders
      magnets
    }
    goods {
      title
      battery
      batteryUnsized
      ionWithin
      ionOver
      metalWithin
      metalOver
      cargoAircraftOnly
      batteriesUnknown
      magnetsInProducts
      looseMagnets
      magnetsUnknown
      liquids
      flammableLiquids
      liquidsUnknown
      powders
      documents
      testSummary
      safetyDataSheet
    }
    booking {
      title
      service
      cargoReadyDate
      supplier
      consignee
      notes
      requestedAt
      changesLeft
      party
    }
    milestones {
      title
      none
      entry
      flight
      collected
      inHongKong
      departed
      arrived
      delivered
      formTitle
      record
      flightLabel
      flightHint
      done
      outOfOrder
    }
    actions {
      title
      answered
      booked
      correct
      awbLabel
      awbHint
      lost
      reasonLabel
      reasonChoose
      done
      conflict
    }
    ...TeamLeadWords
  }
`;

/**
 * The team's console (/team). As served, it shows its sign-in form (the
 * console's heading, the e-mail field and the button), which works once the
 * page's script has started: the build's starter starts it at once on this
 * page (plugins/publish/deferScripts.ts), and the console takes the form over.
 * Without JavaScript the form says it needs it and never sends.
 */
const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;
const nothing = () => {};

export function TeamPage({ content }: { content: TeamConsoleContent }) {
  // False in the server's render and in the hydration that matches it; true once the browser renders it.
  const live = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  return (
    <main id={TEAM_CONSOLE_ID} css={consoleStyles}>
      <h1>{content.heading}</h1>
      {live ? (
        <TeamConsole content={content} />
      ) : (
        <SignIn content={content} ready={false} focus={false} announce={nothing} onSignedIn={nothing} />
      )}
    </main>
  );
}
