// The declared special goods in the team's e-mail of a lead (teamEmail.tsx),
// under its dangerous goods warning: each content's class as an airline
// classifies it ("UN3481, PI 967, Section II, at most 100 Wh a battery and 20
// Wh a cell"), then the documents to collect. The classes come with the lead's
// stored pricing (the rules it was priced by), so every attempt of the e-mail
// is the same; a lead priced before there were classes has the documents each
// ticked content needs instead.
import { contentOf } from "../../price/specialGoods.ts";
import { goodsClassText, goodsDocuments } from "../../price/goodsWords.ts";
import type { Row } from "../parts.tsx";
import type { LeadFacts } from "../site.ts";
import type { TeamWords } from "../../replies/teamWords.ts";

/** The warning's rows: the classes and the documents to collect, or each ticked content's documents. */
export function goodsRows(lead: LeadFacts, words: TeamWords, list: (items: string[]) => string): Row[] {
  const classes = lead.pricing?.goods ?? [];
  if (classes.length === 0) {
    return lead.cargoContents.map((content) => ({ label: words.contents[content], value: words.documents[content] }));
  }
  const documents = goodsDocuments(classes, words.goods);
  return [
    ...classes.map((goodsClass) => ({
      label: words.contents[contentOf(goodsClass)],
      value: goodsClassText(goodsClass, words.goods),
    })),
    ...(documents.length > 0 ? [{ label: words.goods.documents, value: list(documents) }] : []),
  ];
}
