// The console's words for answering a lead (content/team-console.yaml: the
// cargo's fields, the price line by line, the offers sent and the offer form),
// a fragment of the console's content (src/views/TeamPage.tsx).
import { graphql } from "gatsby";

export const query = graphql`
  fragment TeamLeadWords on TeamConsoleYaml {
    request {
      cargoLines
      line
      pieces
      size
      sizeValue
      weight
      stackable
      yes
      no
      cargoPieces
      cargoLengthCm
      cargoWidthCm
      cargoHeightCm
      cargoVolumeM3
      cargoWeightKg
      cargoContents
      batteryType
      batteryPacking
      batteryLarge
      magnetsLoose
      liquidsFlammable
      pickupCity
      deliveryPostcode
      goodsValue
      contents {
        batteries
        liquids
        powders
        magnets
      }
    }
    price {
      option
      line
      amount
      total
      weight
      noPriceLine
      reasons {
        off
        expired
        noChargeableWeight
        noZone
        batteriesAlone
        largeBatteries
        looseMagnets
        flammableLiquids
        specialGoodsUnknown
        dangerousGoods
        noPieces
        beyondLimits
      }
    }
    offers {
      title
      none
      entry
      latest
      validUntil
      options
      option
      note
      weight
      historyEntry
      bookedAt
      bookedOffer
      atEstimate
    }
    offerForm {
      title
      fromTotals
      unpriced
      validityDays
      option
      service
      serviceChoose
      amount
      amountHint
      transitDays
      transitHint
      covers
      pickup
      door
      insurance
      addOption
      removeOption
      validUntil
      validHint
      note
      noteCount
      weight
      noWeight
      excludes
      send
      sent
      invalid
      tooMany
      problems {
        required
        type
        choice
        duplicate
        optionsRange
        amountRange
        dayRange
        decimals
        daysFormat
        dayFormat
        tooLong
        invalidCharacter
      }
    }
  }
`;
