// What a price made with special goods includes (lithium battery handling,
// Section II) and what the supplier must provide and respect (the UN38.3 test
// summary, the safety data sheet, at most 5 kg of batteries a package...):
// from the price's codes (specialGoods.ts) in the visitor's words
// (content/thank-you.yaml, specialGoods, as the confirmation e-mail says
// them). On the thank-you page and the quote page alike; nothing without them.
import { css } from "@emotion/react";
import { theme } from "../../theme";
import type { SpecialGoods } from "../../../supabase/functions/_shared/price/specialGoods.ts";
import { describeSpecialGoods, type SpecialGoodsWords } from "../../../supabase/functions/_shared/price/goodsWords.ts";

const { space } = theme;

const goodsStyles = css`
  margin: ${space[3]} 0;
  text-align: start;
  > ul {
    margin-top: ${space[2]};
    padding-inline-start: ${space[5]};
  }
  > p + h3 {
    margin-top: ${space[3]};
  }
`;

export function SpecialGoodsNote({ goods, words }: { goods: SpecialGoods | null | undefined; words: SpecialGoodsWords }) {
  const shown = describeSpecialGoods(goods ?? null, words);
  if (!shown) return null;
  return (
    <section css={goodsStyles} aria-labelledby="special-goods">
      {shown.included && <p>{shown.included}</p>}
      <h3 id="special-goods">{shown.title}</h3>
      <ul>
        {shown.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
