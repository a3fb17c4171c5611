/**
 * Offline Milo's worked calculations: when a learner's question gives the numbers for a formula the
 * library teaches (dti-and-ltv-math.md: debt-to-income, loan-to-value, the monthly principal and
 * interest payment), the answer works it out step by step. Numbers are read from the words around
 * them ("income of $6,000", "debts of $2,100", "a $300,000 home"); when the question does not give
 * what the formula needs, there is no calculation rather than a guess.
 */

type Amount = { value: number; before: string; after: string };

const MONEY = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s*(k|thousand)\b)?/gi;
const PERCENT = /(\d+(?:\.\d+)?)\s*(?:%|percent\b)/gi;
const YEARS = /(\d{1,2})[-\s]?years?\b/i;

const usd = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 })}`;
const pct = (value: number) => `${(Math.round(value * 10) / 10).toLocaleString('en-US')}%`;

/** The ratios' own names say nothing about an amount ("the loan-to-value on a $300,000 home" is a value). */
const RATIO_NAMES = /\b(ltv|loan[-\s]to[-\s]value|dti|debt[-\s]to[-\s]income)\b/gi;

function amounts(text: string): Amount[] {
  const question = text.replace(RATIO_NAMES, 'ratio');
  return [...question.matchAll(MONEY)].map((match) => {
    const whole = Number((match[1] ?? '0').replace(/,/g, ''));
    const cents = match[2] ? Number(`0.${match[2]}`) : 0;
    const value = (whole + cents) * (match[3] ? 1000 : 1);
    const start = match.index ?? 0;
    const end = start + match[0].length;
    return {
      value,
      before: question.slice(Math.max(0, start - 45), start).toLowerCase(),
      after: question.slice(end, end + 30).toLowerCase(),
    };
  });
}

/** Does the clause around an amount (up to a comma, full stop or "and") say what it is? */
const CLAUSE_END = /[,.;?]|\band\b/;
const near = (amount: Amount, pattern: RegExp) =>
  pattern.test(amount.before.split(CLAUSE_END).pop() ?? '') || pattern.test(amount.after.split(CLAUSE_END)[0] ?? '');

const INCOME = /\b(income|earns?|earning|makes?|salary|gross|wages?|paid)\b/;
const ANNUAL = /\b(a|per|each|every) year\b|\bannual(ly)?\b|\byearly\b|\bsalary\b/;
const DEBT = /\b(debts?|payments?|owes?|car|auto|credit cards?|student|loans?|housing|mortgage|rent|piti|obligations?)\b/;
const LOAN = /\b(loan|borrow(s|ing)?|mortgage|financ(e|ing))\b/;
const VALUE = /\b(value[ds]?|apprais(ed|al)|price|purchase|worth|costs?|home|house|property|sells?|buy(s|ing)?)\b/;
const DOWN = /\bdown\b/;
/** "$60,000 down", "a down payment of $60,000": the amount itself is the down payment. */
const isDownPayment = (amount: Amount) =>
  /^\s*(down\b|in down\b|as (a )?down\b)/.test(amount.after) || /down payment( of| is| was)?\s*$/.test(amount.before);

function debtToIncome(question: string): string | null {
  if (!/\b(dti|debt[-\s]to[-\s]income|back[-\s]end|front[-\s]end|housing ratio)\b/i.test(question)) return null;
  const found = amounts(question);
  const incomes = found.filter((amount) => near(amount, INCOME));
  const debts = found.filter((amount) => !incomes.includes(amount) && near(amount, DEBT));
  const [income] = incomes;
  if (!income || debts.length === 0) return null;
  const annual = near(income, ANNUAL);
  const monthlyIncome = annual ? income.value / 12 : income.value;
  const totalDebt = debts.reduce((sum, debt) => sum + debt.value, 0);
  const lines = [
    annual ? `Gross monthly income: ${usd(income.value)} ÷ 12 = ${usd(Math.round(monthlyIncome * 100) / 100)}` : null,
    debts.length > 1
      ? `Monthly debts: ${debts.map((debt) => usd(debt.value)).join(' + ')} = ${usd(totalDebt)}`
      : `Monthly debts: ${usd(totalDebt)}`,
    `DTI = monthly debts ÷ gross monthly income = ${usd(totalDebt)} ÷ ${usd(Math.round(monthlyIncome * 100) / 100)} = **${pct((totalDebt / monthlyIncome) * 100)}**`,
  ];
  return lines.filter(Boolean).join('\n');
}

function loanToValue(question: string): string | null {
  if (!/\b(ltv|loan[-\s]to[-\s]value)\b/i.test(question)) return null;
  const found = amounts(question);
  const downPayment = found.find(isDownPayment);
  const values = found.filter((amount) => amount !== downPayment && near(amount, VALUE) && !near(amount, LOAN));
  const loan = found.find((amount) => amount !== downPayment && !values.includes(amount) && near(amount, LOAN));
  if (values.length === 0) return null;
  const value = Math.min(...values.map((amount) => amount.value));
  const lines: string[] = [];
  if (values.length > 1)
    lines.push(`Value: the lower of ${values.map((amount) => usd(amount.value)).join(' and ')} = ${usd(value)}`);
  let loanAmount = loan?.value;
  const downPercent = [...question.matchAll(PERCENT)].find((match) =>
    DOWN.test(question.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 12)),
  );
  if (loanAmount === undefined && downPayment) {
    loanAmount = value - downPayment.value;
    lines.push(`Loan amount: ${usd(value)} − ${usd(downPayment.value)} down = ${usd(loanAmount)}`);
  } else if (loanAmount === undefined && downPercent) {
    const down = (value * Number(downPercent[1])) / 100;
    loanAmount = value - down;
    lines.push(`Loan amount: ${usd(value)} − ${downPercent[1]}% down (${usd(down)}) = ${usd(loanAmount)}`);
  }
  if (loanAmount === undefined || loanAmount <= 0 || loanAmount > value * 2) return null;
  lines.push(`LTV = loan amount ÷ value = ${usd(loanAmount)} ÷ ${usd(value)} = **${pct((loanAmount / value) * 100)}**`);
  return lines.join('\n');
}

function monthlyPayment(question: string): string | null {
  if (!/\b(monthly payment|payment|p&i|principal and interest)\b/i.test(question)) return null;
  const years = Number(YEARS.exec(question)?.[1]);
  const rate = [...question.matchAll(PERCENT)].map((match) => Number(match[1])).find((value) => value > 0 && value < 20);
  const principal = amounts(question).find((amount) => near(amount, LOAN) || near(amount, /\b(of|for|on)\b/));
  if (!principal || !rate || !years || years > 50) return null;
  const monthlyRate = rate / 100 / 12;
  const months = years * 12;
  const payment = (principal.value * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  return [
    `Monthly rate r = ${rate}% ÷ 12 = ${(monthlyRate * 100).toFixed(4)}%; number of payments n = ${years} × 12 = ${months}`,
    `Payment = P × r ÷ (1 − (1 + r)^−n) = ${usd(principal.value)} × ${monthlyRate.toFixed(6)} ÷ (1 − ${(1 + monthlyRate).toFixed(6)}^−${months}) = **${usd(Math.round(payment * 100) / 100)}** a month (principal and interest)`,
  ].join('\n');
}

/** The step-by-step calculation the question's numbers allow, or null when they do not fit a formula. */
export function workedCalculation(question: string): string | null {
  return debtToIncome(question) ?? loanToValue(question) ?? monthlyPayment(question);
}
