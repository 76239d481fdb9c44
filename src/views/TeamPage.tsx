import { useSyncExternalStore } from "react";
import { graphql } from "gatsby";
import { consoleStyles } from "../team/styles";
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
  }
`;

/**
 * The team's console (/team). As served, and without JavaScript, the page only
 * says it needs it; the build's starter starts the script at once on this
 * page (plugins/publish/deferScripts.ts), and the console replaces the sentence.
 */
const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export function TeamPage({ content }: { content: TeamConsoleContent }) {
  // False in the server's render and in the hydration that matches it; true once the browser renders it.
  const live = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  return (
    <main id={TEAM_CONSOLE_ID} css={consoleStyles}>
      {live ? (
        <>
          <h1>{content.heading}</h1>
          <TeamConsole content={content} />
        </>
      ) : (
        <p>{content.needsJavaScript}</p>
      )}
    </main>
  );
}
