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
 * page's script has started: the build's starter starts it on this page as
 * soon as the served form is painted (plugins/publish/deferScripts.ts), and
 * the console hydrates the same form in place. Without JavaScript the form
 * says it needs it and never sends.
 */
export function TeamPage({ content }: { content: TeamConsoleContent }) {
  return (
    <main id={TEAM_CONSOLE_ID} css={consoleStyles}>
      <h1>{content.heading}</h1>
      <TeamConsole content={content} />
    </main>
  );
}
