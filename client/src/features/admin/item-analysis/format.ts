/** How the item-analysis numbers read: a share as a whole percent, r to two decimals with a true minus sign. */
export const formatShare = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);
export const formatR = (r: number | null) => (r === null ? '—' : r.toFixed(2).replace('-', '−'));
