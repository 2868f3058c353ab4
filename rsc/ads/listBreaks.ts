/**
 * Where a listing's in-list ad boxes go (decision 063): after which cards, so that the boxes are
 * spread through the list, each after a full row of the grid (the lead story and the cards
 * beside it make the first row block: on a desktop the lead takes two of four columns and two
 * rows, so rows end after card 1 + 4k; below that, after card 1 + 2k), and never two in a row.
 */
export function listBreaks(cards: number, boxes: number, perRow: number): number[] {
  const breaks: number[] = [];
  let previous = 0;
  for (let i = 0; i < boxes; i += 1) {
    const target = (cards * (i + 1)) / (boxes + 1);
    // The first row end at or after the even share of the list, past the previous box.
    const k = Math.max(1, Math.ceil((Math.max(target, previous + 1) - 1) / perRow));
    const at = 1 + k * perRow;
    if (at >= cards) break;
    breaks.push(at);
    previous = at;
  }
  return breaks;
}
